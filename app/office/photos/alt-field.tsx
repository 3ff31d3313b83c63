// One of a photo's two descriptions, as the upload form and the correction form ask for it:
// required, with the rule beside it and, once scripts run, the characters counted as typed.
import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { ALT_MAX_LENGTH } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { formatNumber } from "#app/i18n/plural.ts";
import { cn } from "#app/lib/cn.ts";

export function AltField({
  text,
  name,
  lang,
  error,
  defaultValue,
}: {
  text: PageText<"staffPhotos">;
  name: "altEn" | "altTe";
  /** The language the description is written in. */
  lang: "en" | "te";
  error?: string;
  defaultValue?: string;
}) {
  const { format } = useI18n();
  const t = text.staffPhotos.upload;
  // Counted as it is typed, once scripts run (without them a count would stand still at 0).
  const [count, setCount] = useState<number | undefined>();
  return (
    <Field
      label={t[name]}
      name={name}
      required
      error={error}
      hint={
        <>
          {format(t.altHint, { max: formatNumber(ALT_MAX_LENGTH) })}{" "}
          {count === undefined ? null : (
            <span className={cn("whitespace-nowrap", count > ALT_MAX_LENGTH && "font-semibold text-danger")}>
              {format(t.count, { count: formatNumber(count), max: formatNumber(ALT_MAX_LENGTH) })}
            </span>
          )}
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          lang={lang}
          autoComplete="off"
          required
          defaultValue={defaultValue}
          onInput={(event) => setCount([...event.currentTarget.value.trim()].length)}
        />
      )}
    </Field>
  );
}
