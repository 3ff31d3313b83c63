// The editor's inputs: a text in English and Telugu side by side (one above the other on a
// phone), each with its limit and, as the editor types, its count; a value in one form
// for both (a phone, an e-mail, a link, a card's picture). A problem is said beside its
// input, tied to it (aria-invalid, aria-describedby); without scripts the count is the
// one the page was drawn with, and the server says when a text is too long.
import { useState, type ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { lookupMessage } from "#app/i18n/lookup.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import { formatNumber } from "#app/i18n/plural.ts";
import { cn } from "#app/lib/cn.ts";
import { staffControlClass } from "../shell/staff-control.tsx";
import { fieldLabel, inputId } from "./field-words.ts";
import { PhotoChoice, type PhotoShelf } from "./photo-choice.tsx";
import { charCount, FEATURE_ICONS } from "./school-document.ts";
import type { FieldSpec, FormValues, Problem, TextSpec, ValueSpec } from "./document-form.ts";

export type EditorText = PageText<"staffContent">;

/** What the form shows and says: each input's text, and the problems of a refused save. */
export interface FieldState {
  values: FormValues;
  problems: Record<string, Problem>;
  /** What the photo fields choose from. */
  shelf: PhotoShelf;
}

/** A problem in words: the schema's key in the staff area's words or the forms' own (phone, e-mail). */
export function useProblemWords(text: EditorText) {
  const { m, format } = useI18n();
  return (problem: Problem, value: string) => {
    const template = lookupMessage({ ...m, ...text }, problem.key) ?? m.validation.required;
    return format(template, { max: formatNumber(problem.max ?? 0), count: formatNumber(charCount(value)) });
  };
}

export function EditorField({ text, field, state }: { text: EditorText; field: FieldSpec; state: FieldState }) {
  if (field.kind === "text") return <TextPair text={text} field={field} state={state} />;
  if (field.kind === "photo" || field.kind === "gallery") return <PhotoField text={text} field={{ ...field, kind: field.kind }} state={state} />;
  return <ValueInput text={text} field={field} state={state} />;
}

/** A photo field: a group of choices, named by its label, with its hint and problem. */
function PhotoField({ text, field, state }: { text: EditorText; field: ValueSpec & { kind: "photo" | "gallery" }; state: FieldState }) {
  const t = text.staffContent;
  const say = useProblemWords(text);
  const id = inputId(field.path);
  const value = state.values[field.path] ?? "";
  const problem = state.problems[field.path];
  const describedBy = [field.hint ? `${id}-hint` : undefined, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 font-semibold text-ink-900">{fieldLabel(t, field)}</legend>
      <FieldHint text={text} field={field} id={`${id}-hint`} />
      <FieldProblem id={`${id}-problem`}>{problem ? say(problem, value) : null}</FieldProblem>
      <PhotoChoice text={text} field={field} value={value} shelf={state.shelf} />
    </fieldset>
  );
}

function TextPair({ text, field, state }: { text: EditorText; field: TextSpec; state: FieldState }) {
  const t = text.staffContent;
  const label = fieldLabel(t, field);
  const hintId = field.hint ? `${inputId(field.path)}-hint` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-1 font-semibold text-ink-900">{label}</legend>
      <FieldHint text={text} field={field} id={hintId} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["en", "te"] as const).map((lang) => (
          <TextInput key={lang} text={text} name={`${field.path}.${lang}`} lang={lang} label={label} max={field.max} long={field.long} optional={field.slot !== undefined} state={state} />
        ))}
      </div>
    </fieldset>
  );
}

function TextInput({
  text,
  name,
  lang,
  label,
  max,
  long,
  optional,
  state,
}: {
  text: EditorText;
  name: string;
  lang: "en" | "te";
  label: string;
  max: number;
  long: boolean;
  /** In a slot that may stay empty: an empty input is not "not written yet". */
  optional: boolean;
  state: FieldState;
}) {
  const t = text.staffContent;
  const { format } = useI18n();
  const say = useProblemWords(text);
  const initial = state.values[name] ?? "";
  const [count, setCount] = useState(() => charCount(initial));
  const id = inputId(name);
  const problem = state.problems[name];
  const over = count > max;
  const describedBy = [`${id}-count`, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ");
  const control = {
    id,
    name,
    lang,
    defaultValue: initial,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
    onInput: (event: { currentTarget: { value: string } }) => setCount(charCount(event.currentTarget.value)),
    className: cn(staffControlClass, problem || over ? "border-danger" : undefined),
  };
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        <span className="sr-only">{label}, </span>
        {t.languages[lang]}
      </label>
      {long ? <textarea {...control} rows={Math.min(10, Math.max(3, Math.ceil(max / 110)))} /> : <input type="text" {...control} />}
      <p id={`${id}-count`} className={cn("flex flex-wrap justify-between gap-x-3 text-xs", over ? "font-semibold text-danger" : "text-muted")}>
        <span>{count === 0 && !optional ? t.editor.notWritten : null}</span>
        <span>{format(t.editor.count, { count: formatNumber(count), max: formatNumber(max) })}</span>
      </p>
      <FieldProblem id={`${id}-problem`}>{problem ? say(problem, initial) : null}</FieldProblem>
    </div>
  );
}

function ValueInput({ text, field, state }: { text: EditorText; field: ValueSpec; state: FieldState }) {
  const t = text.staffContent;
  const { format } = useI18n();
  const say = useProblemWords(text);
  const name = field.path;
  const id = inputId(name);
  const value = state.values[name] ?? "";
  const problem = state.problems[name];
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": [hintId, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ") || undefined,
    className: cn(staffControlClass, problem ? "border-danger" : undefined),
  };
  if (field.kind === "photo" || field.kind === "gallery") return null;
  // What the document knows an entry by: carried by the form, not shown.
  if (field.kind === "id") return <input type="hidden" name={name} value={value} />;
  if (field.kind === "toggle") {
    return (
      <div className="grid content-start gap-1">
        <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 font-semibold text-ink-900">
          <input {...common} type="checkbox" value="yes" defaultChecked={value === "yes"} className="size-5 shrink-0 accent-ink-800" />
          {fieldLabel(t, field)}
        </label>
        <FieldHint text={text} field={field} id={hintId} />
      </div>
    );
  }
  const kinds = {
    phone: { type: "tel", inputMode: "tel", autoComplete: "off" },
    email: { type: "email", inputMode: "email", autoComplete: "off" },
    video: { type: "text", inputMode: "url", autoComplete: "off" },
    channel: { type: "text", inputMode: "url", autoComplete: "off" },
    maps: { type: "text", inputMode: "url", autoComplete: "off" },
    link: { type: "text", inputMode: "url", autoComplete: "off" },
    line: { type: "text", autoComplete: "off" },
    note: { type: "text", autoComplete: "off" },
    // A date typed as YYYY-MM-DD works where the browser offers no picker (and without scripts).
    date: { type: "date", autoComplete: "off" },
  } as const;
  return (
    <div className={cn("grid content-start gap-1", field.kind === "icon" || field.kind === "month" || field.kind === "rating" || field.max <= 20 ? "sm:max-w-sm" : undefined)}>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {fieldLabel(t, field)}
      </label>
      <FieldHint text={text} field={field} id={hintId} />
      {field.kind === "icon" ? (
        <select {...common} defaultValue={value}>
          {FEATURE_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {t.icons[icon]}
            </option>
          ))}
        </select>
      ) : field.kind === "month" ? (
        <select {...common} defaultValue={value}>
          {t.months.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </select>
      ) : field.kind === "rating" || field.kind === "place" ? (
        <select {...common} defaultValue={value}>
          <option value="">{field.kind === "rating" ? t.editor.chooseRating : t.editor.placeAsIs}</option>
          {Array.from({ length: field.kind === "rating" ? 5 : field.max }, (_, index) => String(index + 1)).map((number) => (
            <option key={number} value={number}>
              {field.kind === "rating" ? format(t.editor.stars, { count: number }) : number}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          {...kinds[field.kind]}
          lang={field.kind === "line" ? "en" : undefined}
          dir={field.kind === "note" ? "auto" : "ltr"}
          defaultValue={value}
        />
      )}
      <FieldProblem id={`${id}-problem`}>{problem ? say(problem, value) : null}</FieldProblem>
    </div>
  );
}

/** What a field needs said (its hint), tied to its inputs by `id`. */
function FieldHint({ text, field, id }: { text: EditorText; field: FieldSpec; id: string | undefined }) {
  if (!field.hint) return null;
  return (
    <p id={id} className="text-sm text-muted">
      {text.staffContent.hints[field.hint]}
    </p>
  );
}

function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}
