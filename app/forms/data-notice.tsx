// The short privacy notice each form shows above its button (issue 18, decision 0019):
// what it collects and who gives it, why, how long it is kept, and a link to the privacy
// notice, which names whom to ask. The form sends the notice's version with its fields
// (the hidden input), and the stored row keeps it.
import { useRouteLoaderData } from "react-router";
import { DEFAULT_RETENTION, NOTICE_VERSION, type RetentionMonths } from "#app/config/privacy.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import type { RootData } from "#app/lib/root-data.ts";

/** The forms, each with its notice in the catalogue (dataNotice). */
export type NoticeForm = "tour" | "enrollment" | "admission" | "visit" | "contact" | "careers";

/** Which retention period applies to each form's requests. */
const KEPT: Record<NoticeForm, keyof RetentionMonths> = {
  tour: "enquiry",
  enrollment: "enquiry",
  contact: "enquiry",
  visit: "enquiry",
  admission: "admission",
  careers: "careers",
};

const NOTICE_VERSION_FIELD = "noticeVersion";

export function DataNotice({ form }: { form: NoticeForm }) {
  const { m, lang, format } = useI18n();
  // The periods the server was configured with, sent with the root's data.
  const retention = (useRouteLoaderData("root") as RootData | undefined)?.retention ?? DEFAULT_RETENTION;
  const t = m.dataNotice;
  return (
    <p data-slot="data-notice" className="text-xs text-muted">
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={NOTICE_VERSION} />
      {format(t[form], { months: retention[KEPT[form]] })}{" "}
      {/* A new tab: following the link must not lose what the visitor has typed. */}
      <a href={localizedPath("/privacy", lang)} target="_blank" rel="noopener" className="text-ink-700 underline underline-offset-2">
        {t.link}
        <span className="sr-only"> {t.newTab}</span>
      </a>
    </p>
  );
}
