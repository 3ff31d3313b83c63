// A content document's editor page (issue 28), whichever document it edits (a school's
// page, the group's facts): who published the live version and who saved the draft, the
// form, a refused save's problems, another editor's save since, and the step before
// publishing (?publish). Its routes load the state and answer the posts
// (editor-action.server.ts); this draws it.
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import { plural } from "#app/i18n/plural.ts";
import { ContentEditorForm, FocusedNotice, InputList, noteClass, problemClass, ProblemSummary, successClass, type EditorForm } from "./content-editor.tsx";
import type { EditorState, StaleSave } from "./content-editing.server.ts";
import type { FormValues, Problem } from "./document-form.ts";

/** Where an editor's page leads: itself, its preview, its versions and the public page. */
export interface EditorPaths {
  editor: string;
  preview: string;
  history: string;
  publicPage: string;
}

/** What a post to the editor answered when it did not lead elsewhere. */
export type EditorOutcome =
  | { done: "refused"; problems: Record<string, Problem>; values: FormValues }
  | { done: "stale"; stale: StaleSave; values?: FormValues }
  | { done: "incomplete"; missing: string[] };

/**
 * What the address says besides the page (read where it is shown: a refused post is
 * answered at the editor's own address, whatever the one before said): the outcome of the
 * save or publish before it, and whether this is the step before publishing.
 */
function addressSays(search: string) {
  const query = new URLSearchParams(search);
  const published = Number(query.get("published"));
  return {
    confirming: query.has("publish"),
    notice: query.has("saved") ? ("saved" as const) : query.has("unchanged") ? ("unchanged" as const) : Number.isInteger(published) && published > 0 ? { published } : null,
  };
}

export function ContentEditorPage({
  text,
  form,
  state,
  title,
  intro,
  publishBody,
  paths,
  actionData,
}: {
  text: PageText<"staffContent">;
  form: EditorForm;
  state: EditorState;
  title: string;
  intro: string;
  /** What publishing does, said before it is done. */
  publishBody: string;
  paths: EditorPaths;
  actionData: EditorOutcome | undefined;
}) {
  const { lang, format } = useI18n();
  const { confirming, notice } = addressSays(useLocation().search);
  const t = text.staffContent;
  const refused = actionData?.done === "refused" ? actionData : undefined;
  const stale = actionData?.done === "stale" ? actionData.stale : undefined;
  const typed = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="content-editor-title">
      <p>
        <Link to={localizedPath(STAFF_PATHS.content, lang)} className="font-semibold text-ink-800 underline">
          {t.list.title}
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 id="content-editor-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        <p className="max-w-prose text-muted">{intro}</p>
        <PageStatus text={text} live={state.live} draft={state.draft} />
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {(["en", "te"] as const).map((language) => (
            <li key={language}>
              <Link to={localizedPath(paths.preview, language)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
                {t.editor.previewIn[language]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={localizedPath(paths.history, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
              {t.editor.history}
            </Link>
          </li>
          <li>
            <a href={localizedPath(paths.publicPage, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
              {t.editor.publicPage}
            </a>
          </li>
        </ul>
      </div>
      {notice === "saved" || notice === "unchanged" ? (
        <p role="status" className={successClass}>
          {notice === "saved" ? t.editor.saved : t.editor.unchanged}
        </p>
      ) : notice ? (
        <p role="status" className={successClass}>
          {format(t.editor.published, { version: notice.published })}
        </p>
      ) : null}
      {stale ? <StaleNotice text={text} form={form} stale={stale} title={confirming ? t.publish.stale : t.editor.stale.title} editorHref={localizedPath(paths.editor, lang)} outcome={actionData} /> : null}
      {confirming ? (
        <PublishConfirmation text={text} form={form} state={state} body={publishBody} outcome={actionData} editorHref={localizedPath(paths.editor, lang)} />
      ) : (
        <>
          {refused ? <ProblemSummary text={text} form={form} problems={refused.problems} values={refused.values} outcome={actionData} /> : null}
          {state.missing.length > 0 ? (
            <section aria-labelledby="content-missing" className={`${noteClass} grid gap-2`}>
              <h2 id="content-missing" className="font-semibold">
                {t.editor.missing.title}
              </h2>
              <p>{plural(t.editor.missing, state.missing.length, lang)}</p>
              <InputList text={text} form={form} names={state.missing} />
            </section>
          ) : null}
          {/* Drawn again from what is saved after a save, from what was typed after a refusal. */}
          <ContentEditorForm
            form={form}
            action={localizedPath(paths.editor, lang)}
            key={typed ? "typed" : `saved-${state.revision}`}
            text={text}
            state={{ values: typed ?? state.values, problems: refused?.problems ?? {}, shelf: state.shelf }}
            revision={stale?.revision ?? state.revision}
            opened={stale?.opened ?? state.opened}
          />
        </>
      )}
    </section>
  );
}

/** The live version and the draft: who did what, when. */
function PageStatus({ text, live, draft }: { text: PageText<"staffContent">; live: EditorState["live"]; draft: EditorState["draft"] }) {
  const { format } = useI18n();
  const t = text.staffContent;
  return (
    <p className="grid gap-0.5 text-sm">
      <span>{live.first ? t.list.liveFirst : format(t.list.live, { version: live.version, who: live.who ?? t.someone, when: live.when })}</span>
      <span className="text-muted">{draft ? format(t.list.draft, { who: draft.who ?? t.someone, when: draft.when }) : t.list.noDraft}</span>
    </p>
  );
}

/** Someone saved (or published) since this editor opened the page: who, when, what they changed. */
function StaleNotice({ text, form, stale, title, editorHref, outcome }: { text: PageText<"staffContent">; form: EditorForm; stale: StaleSave; title: string; editorHref: string; outcome: unknown }) {
  const { format } = useI18n();
  const t = text.staffContent.editor.stale;
  const byName = new Map(stale.changed.map((change) => [change.name, change.now]));
  return (
    <FocusedNotice className={problemClass} outcome={outcome}>
      <h2 className="font-semibold">{format(title, { who: stale.who ?? text.staffContent.someone, when: stale.when })}</h2>
      <p>{t.changed}</p>
      {stale.changed.length > 0 ? (
        <InputList text={text} form={form} names={stale.changed.map((change) => change.name)} describe={(name) => quoted(byName.get(name) ?? "", text.staffContent.history.empty)} />
      ) : (
        <p>{t.nothingVisible}</p>
      )}
      <p>{t.keep}</p>
      <p>
        <a href={editorHref} className="font-semibold text-ink-800 underline">
          {t.open}
        </a>
      </p>
    </FocusedNotice>
  );
}

/** A text in a list, shortened: enough to recognise it. */
function quoted(value: string, empty: string): string {
  if (value === "") return empty;
  const letters = [...value];
  return `“${letters.length > 160 ? `${letters.slice(0, 160).join("")}…` : value}”`;
}

type PublishRefusal = { done: "incomplete"; missing: string[] } | { done: "stale"; stale: StaleSave };

/** The step before publishing: what changes, or why it cannot be published yet. */
function PublishConfirmation({
  text,
  form,
  state,
  body,
  outcome,
  editorHref,
}: {
  text: PageText<"staffContent">;
  form: EditorForm;
  state: EditorState;
  body: string;
  outcome: unknown;
  editorHref: string;
}) {
  const t = text.staffContent.publish;
  const refusal = outcome as PublishRefusal | { done: string } | undefined;
  const missing = refusal?.done === "incomplete" && "missing" in refusal ? refusal.missing : state.missing;
  const revision = refusal?.done === "stale" && "stale" in refusal ? refusal.stale.revision : state.revision;
  if (!state.draft) {
    return (
      <section aria-labelledby="publish-title" className="card grid gap-4 p-5 sm:p-6">
        <h2 id="publish-title" className="text-xl font-bold">
          {t.title}
        </h2>
        <p>{t.noDraft}</p>
        <div>
          <Link to={editorHref} className={buttonClass("outline")}>
            {t.cancel}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="publish-title" className="card grid gap-4 p-5 sm:p-6">
      <h2 id="publish-title" className="text-xl font-bold">
        {t.title}
      </h2>
      {missing.length > 0 ? (
        <div className={`${problemClass} grid gap-2`}>
          <p className="font-semibold">{t.incomplete}</p>
          <InputList text={text} form={form} names={missing} />
        </div>
      ) : (
        <>
          <p className="max-w-prose">{body}</p>
          <h3 className="font-semibold">{t.changes}</h3>
          {state.changes.length > 0 ? <InputList text={text} form={form} names={state.changes} /> : <p>{t.noChanges}</p>}
        </>
      )}
      <ConfirmForm
        action={`${editorHref}?publish`}
        fields={{ intent: "publish-confirmed", revision, opened: state.opened }}
        confirm={missing.length === 0 ? t.confirm : null}
        cancel={{ href: editorHref, label: t.cancel }}
      />
    </section>
  );
}
