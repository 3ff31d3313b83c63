// A content document's editor (a school's page, the group's facts): its sections in order, a
// list of contents to jump to one, and the bar of actions that stays in reach at the
// bottom of the screen. One plain post: it works without scripts. The revision the editor
// opened travels with it, and the marks of what they opened, so that a save refused
// because someone else saved first can say what that person changed.
import { useEffect, useRef, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { Form } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { plural } from "#app/i18n/plural.ts";
import { EditorField, useProblemWords, type EditorText, type FieldState } from "./editor-fields.tsx";
import { inputId, inputInList } from "./field-words.ts";
import { inputNames, type DocumentForm, type FieldSpec, type Problem, type SectionSpec } from "./document-form.ts";

export const successClass = "rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900";
export const problemClass = "rounded-lg border border-l-4 border-danger bg-danger/5 p-4 text-ink-900";
export const noteClass = "rounded-lg border border-l-4 border-marigold-500 bg-marigold-100/60 p-4 text-ink-900";

/** The form an editor fills, whichever document it edits. */
export type EditorForm = Pick<DocumentForm<unknown>, "sections" | "fieldOf">;

export function ContentEditorForm({
  form,
  action,
  text,
  state,
  revision,
  opened,
}: {
  form: EditorForm;
  /** The editor's own address, without what the one before said (?saved, ?publish). */
  action: string;
  text: EditorText;
  state: FieldState;
  revision: number;
  opened: string;
}) {
  const t = text.staffContent;
  return (
    <Form method="post" action={action} noValidate className="grid gap-6 [&_input]:scroll-mb-28 [&_select]:scroll-mb-28 [&_textarea]:scroll-mb-28">
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="opened" value={opened} />
      <nav aria-label={t.editor.contents} className="card p-4 sm:p-5">
        <h2 className="mb-2 text-sm font-semibold text-muted">{t.editor.contents}</h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {form.sections.map((section) => (
            <li key={section.key}>
              <a href={`#${sectionTarget(section)}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-800 underline">
                {t.sections[section.key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {form.sections.map((section) => {
        const title = (
          <h2 id={`section-${section.key}-title`} className="text-xl font-bold">
            {t.sections[section.key]}
          </h2>
        );
        const fields = (
          <>
            {section.hint ? <p className="-mt-3 max-w-prose text-muted">{t.hints[section.hint]}</p> : null}
            <FieldGroups text={text} section={section} state={state} />
          </>
        );
        return (
          <section key={section.key} id={`section-${section.key}`} aria-labelledby={`section-${section.key}-title`} className="card grid scroll-mt-4 gap-6 p-4 sm:p-6">
            {section.folded ? (
              // Open when one of its inputs has a problem; a link to the section or to one of its
              // inputs opens it (the browser opens a closed details for the part of the page asked for).
              <details open={section.fields.flatMap(inputNames).some((name) => state.problems[name])} className="group">
                <FoldSummary large>{title}</FoldSummary>
                <div id={sectionTarget(section)} className="mt-6 grid scroll-mt-24 gap-6">
                  {fields}
                </div>
              </details>
            ) : (
              <>
                {title}
                {fields}
              </>
            )}
          </section>
        );
      })}
      {/* Within reach at the bottom of the screen, whatever section the editor is in. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_42_68/0.08)] sm:mx-0 sm:rounded-xl sm:border">
        <button type="submit" name="intent" value="save" className={buttonClass("primary", "md")}>
          {t.editor.save}
        </button>
        <button type="submit" name="intent" value="preview" className={buttonClass("outline", "md")}>
          {t.editor.preview}
        </button>
        <button type="submit" name="intent" value="publish" className={buttonClass("secondary", "md")}>
          {t.editor.publish}
        </button>
      </div>
    </Form>
  );
}

/** The line a folded part opens by (a section under its title, an entry under its name): a chevron that turns when open. */
function FoldSummary({ large = false, className, children }: { large?: boolean; className?: string; children: ReactNode }) {
  return (
    <summary className={cn("flex min-h-11 cursor-pointer items-center gap-2 [&::-webkit-details-marker]:hidden", className)}>
      <ChevronRight aria-hidden="true" className={cn("shrink-0 transition-transform group-open:rotate-90", large ? "size-6 text-ink-800" : "size-5")} />
      {children}
    </summary>
  );
}

/** Where the list of contents leads: a folded section's fields (which opens it), another's top. */
const sectionTarget = (section: SectionSpec) => (section.folded ? `section-${section.key}-fields` : `section-${section.key}`);

/** Where a field sits in a list of entries ("features.2.title": the third card), if it does. */
const entryOf = (field: FieldSpec) => /^[a-z]+\.\d+\./i.exec(field.path)?.[0];

/**
 * A section's fields: each entry of a list (a card, a video, a testimonial) as a group of
 * its own; in a section that folds them, each folded away under a line that names it (or
 * says it is not written yet), open when it has a problem: a details element, which opens
 * by keyboard and without scripts.
 */
function FieldGroups({ text, section, state }: { text: EditorText; section: SectionSpec; state: FieldState }) {
  const { format, lang } = useI18n();
  const groups: FieldSpec[][] = [];
  for (const field of section.fields) {
    const last = groups.at(-1);
    const entry = entryOf(field);
    if (last && entry && entry === entryOf(last[0]!)) last.push(field);
    else groups.push([field]);
  }
  return groups.map((group) => {
    const first = group[0]!;
    if (group.length === 1) return <EditorField key={first.path} text={text} field={first} state={state} />;
    const fields = group.map((field) => <EditorField key={field.path} text={text} field={field} state={state} />);
    if (section.fold) {
      const names = group.flatMap(inputNames);
      const empty = names.every((name) => (state.values[name] ?? "") === "");
      const named = group.find((field) => field.kind === "text");
      const name = named ? state.values[`${named.path}.${lang}`] || state.values[`${named.path}.${lang === "en" ? "te" : "en"}`] : "";
      const words = text.staffContent.editor;
      return (
        <details
          key={first.path}
          open={names.some((name) => state.problems[name])}
          className={cn("group rounded-lg border border-line p-3 sm:p-4", empty && "border-dashed")}
        >
          <FoldSummary className="font-semibold text-ink-800 underline [overflow-wrap:anywhere]">
            {format(empty ? words[section.fold.empty] : words[section.fold.named], { n: first.n ?? 0, name: name ?? "" })}
          </FoldSummary>
          <div className="mt-4 grid gap-4">{fields}</div>
        </details>
      );
    }
    return (
      <div key={first.path} className="grid gap-4 rounded-lg border border-line p-3 sm:p-4">
        {fields}
      </div>
    );
  });
}

/**
 * A box the editor's attention goes to when it appears (a refused save, another editor's
 * save): focused on arrival, also without scripts (autofocus), and again after every post.
 */
export function FocusedNotice({ className, outcome, children }: { className: string; outcome: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);
  return (
    <div ref={ref} tabIndex={-1} autoFocus role="alert" className={`${className} grid gap-2 outline-none focus-visible:ring-2 focus-visible:ring-marigold-400`}>
      {children}
    </div>
  );
}

/** The problems of a refused save, each a link to its input. */
export function ProblemSummary({ text, form, problems, values, outcome }: { text: EditorText; form: EditorForm; problems: Record<string, Problem>; values: Record<string, string>; outcome: unknown }) {
  const { lang } = useI18n();
  const t = text.staffContent;
  const say = useProblemWords(text);
  const names = Object.keys(problems);
  return (
    <FocusedNotice className={problemClass} outcome={outcome}>
      <h2 className="font-semibold">{plural(t.editor.notSaved, names.length, lang)}</h2>
      <InputList text={text} form={form} names={names} describe={(name) => say(problems[name]!, values[name] ?? "")} />
    </FocusedNotice>
  );
}

/** Inputs as a list of links to them, each with what is to be said of it. */
export function InputList({ text, form, names, describe }: { text: EditorText; form: EditorForm; names: string[]; describe?: (name: string) => string }) {
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {names.map((name) => (
        <li key={name}>
          <a href={`#${inputId(name)}`} className="font-semibold text-ink-800 underline">
            {inputInList(text.staffContent, form, name)}
          </a>
          {describe ? <span className="[overflow-wrap:anywhere]">: {describe(name)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
