// /staff/content/school/:id: a school page's editor (issue 28). Its office's staff and
// group admins edit the page's texts in English and Telugu; anyone else gets the staff
// area's 404, GET and POST alike. Saved as a draft on the revision opened (a stale save
// is refused with what the other editor changed, keeping what was typed); "Save and
// publish…" leads to a confirmation (?publish) that publishes the draft once every text
// has both languages. Plain posts, each success answered with a redirect (PRG).
import { data, Form, Link, redirect, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FocusedNotice, InputList, noteClass, problemClass, ProblemSummary, SchoolEditorForm, successClass } from "#app/office/content/school-editor.tsx";
import { editorState, publishSchoolPage, saveSchoolPage, schoolPageToEdit, type StaleSave } from "#app/office/content/school-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { plural } from "#app/i18n/plural.ts";
import type { Route } from "./+types/staff-content-school";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const { id, key, opened } = await schoolPageToEdit(context.db, member, params.id, lang);
  return { text, id, state: await editorState(context.db, member, key, opened, lang) };
}

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

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { id, key } = await schoolPageToEdit(context.db, member, params.id, lang);
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const paths = schoolPagePaths(id);
  const intent = form.get("intent");
  if (intent === "save" || intent === "preview" || intent === "publish") {
    const outcome = await saveSchoolPage(context.db, member, key, form, lang);
    if (outcome.done === "refused") return data(outcome, { status: 400 });
    if (outcome.done === "stale") return data(outcome, { status: 409 });
    if (intent === "preview") throw redirect(localizedPath(paths.preview, lang));
    if (intent === "publish") throw redirect(`${localizedPath(paths.editor, lang)}?publish`);
    throw redirect(`${localizedPath(paths.editor, lang)}?${outcome.done}`);
  }
  if (intent === "publish-confirmed") {
    const outcome = await publishSchoolPage(context.db, member, key, form, lang);
    if (outcome.done === "published") throw redirect(`${localizedPath(paths.editor, lang)}?published=${outcome.version}`);
    if (outcome.done === "noDraft") throw redirect(`${localizedPath(paths.editor, lang)}?publish`);
    return data(outcome, { status: outcome.done === "stale" ? 409 : 400 });
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.editorTitle, loaderData ? schoolPagePaths(loaderData.id).editor : STAFF_PATHS.content);
}

export default function StaffContentSchool({ loaderData: { text, id, state }, actionData }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const { confirming, notice } = addressSays(useLocation().search);
  const t = text.staffContent;
  const paths = schoolPagePaths(id);
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
          {format(t.editor.title, { school: state.name })}
        </h1>
        <p className="max-w-prose text-muted">{t.editor.intro}</p>
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
            <a href={localizedPath(`/school/${id}`, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
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
      {stale ? <StaleNotice text={text} stale={stale} title={confirming ? t.publish.stale : t.editor.stale.title} editorHref={localizedPath(paths.editor, lang)} outcome={actionData} /> : null}
      {confirming ? (
        <PublishConfirmation text={text} state={state} outcome={actionData} editorHref={localizedPath(paths.editor, lang)} />
      ) : (
        <>
          {refused ? <ProblemSummary text={text} problems={refused.problems} values={refused.values} outcome={actionData} /> : null}
          {state.missing.length > 0 ? (
            <section aria-labelledby="content-missing" className={`${noteClass} grid gap-2`}>
              <h2 id="content-missing" className="font-semibold">
                {t.editor.missing.title}
              </h2>
              <p>{plural(t.editor.missing, state.missing.length, lang)}</p>
              <InputList text={text} names={state.missing} />
            </section>
          ) : null}
          {/* Drawn again from what is saved after a save, from what was typed after a refusal. */}
          <SchoolEditorForm
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
function PageStatus({ text, live, draft }: { text: PageText<"staffContent">; live: Awaited<ReturnType<typeof editorState>>["live"]; draft: Awaited<ReturnType<typeof editorState>>["draft"] }) {
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
function StaleNotice({ text, stale, title, editorHref, outcome }: { text: PageText<"staffContent">; stale: StaleSave; title: string; editorHref: string; outcome: unknown }) {
  const { format } = useI18n();
  const t = text.staffContent.editor.stale;
  const byName = new Map(stale.changed.map((change) => [change.name, change.now]));
  return (
    <FocusedNotice className={problemClass} outcome={outcome}>
      <h2 className="font-semibold">{format(title, { who: stale.who ?? text.staffContent.someone, when: stale.when })}</h2>
      <p>{t.changed}</p>
      {stale.changed.length > 0 ? (
        <InputList text={text} names={stale.changed.map((change) => change.name)} describe={(name) => quoted(byName.get(name) ?? "", text.staffContent.history.empty)} />
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
function PublishConfirmation({ text, state, outcome, editorHref }: { text: PageText<"staffContent">; state: Awaited<ReturnType<typeof editorState>>; outcome: unknown; editorHref: string }) {
  const t = text.staffContent.publish;
  const refusal = outcome as PublishRefusal | { done: string } | undefined;
  const missing = refusal?.done === "incomplete" && "missing" in refusal ? refusal.missing : state.missing;
  const revision = refusal?.done === "stale" && "stale" in refusal ? refusal.stale.revision : state.revision;
  const back = (
    <a href={editorHref} className={buttonClass("outline", "md")}>
      {t.cancel}
    </a>
  );
  if (!state.draft) {
    return (
      <section aria-labelledby="publish-title" className="card grid gap-4 p-5 sm:p-6">
        <h2 id="publish-title" className="text-xl font-bold">
          {t.title}
        </h2>
        <p>{t.noDraft}</p>
        <div>{back}</div>
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
          <InputList text={text} names={missing} />
        </div>
      ) : (
        <>
          <p className="max-w-prose">{t.body}</p>
          <h3 className="font-semibold">{t.changes}</h3>
          {state.changes.length > 0 ? <InputList text={text} names={state.changes} /> : <p>{t.noChanges}</p>}
        </>
      )}
      <Form method="post" action={`${editorHref}?publish`} className="flex flex-wrap gap-3">
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="opened" value={state.opened} />
        {missing.length === 0 ? (
          <button type="submit" name="intent" value="publish-confirmed" className={buttonClass("primary", "md")}>
            {t.confirm}
          </button>
        ) : null}
        {back}
      </Form>
    </section>
  );
}
