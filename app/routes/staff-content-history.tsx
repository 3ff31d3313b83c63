// /staff/content/school/:id/history: every published version of a school's page, newest
// first (who, when, which earlier version a roll-back published again); any of them
// beside the live one (?version=N: each text that differs, with both values); and, after
// a confirmation (?version=N&restore), that version published again as the next one.
// The school's staff and group admins; anyone else: 404, GET and POST alike.
import { data, Form, Link, redirect, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputInList } from "#app/office/content/field-words.ts";
import { noteClass, problemClass, successClass } from "#app/office/content/school-editor.tsx";
import { restoreSchoolPage, schoolPageToEdit, schoolPageVersions } from "#app/office/content/school-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { rowId } from "#app/lib/row-id.ts";
import type { Route } from "./+types/staff-content-history";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const { id, key, opened } = await schoolPageToEdit(context.db, signedInMember(context), params.id, lang);
  const asked = new URL(request.url).searchParams.get("version");
  const { versions, comparison } = await schoolPageVersions(context.db, key, opened, asked === null ? undefined : (rowId(asked) ?? 0), lang);
  return { text, id, name: (opened.published as SchoolContent).name[lang], live: opened.publishedVersion, versions, comparison };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { id, key } = await schoolPageToEdit(context.db, member, params.id, lang);
  const form = await request.formData().catch(() => null);
  const version = rowId(typeof form?.get("version") === "string" ? String(form.get("version")) : undefined);
  if (form?.get("intent") !== "restore" || version === undefined) throw data(null, { status: 400 });
  const restored = await restoreSchoolPage(context.db, member, key, version);
  if (restored.done === "notThere") return data({ notThere: version }, { status: 404 });
  throw redirect(`${localizedPath(schoolPagePaths(id).history, lang)}?restored=${version}&as=${restored.version}`);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.historyTitle, loaderData ? schoolPagePaths(loaderData.id).history : STAFF_PATHS.content);
}

export default function StaffContentHistory({ loaderData: { text, id, name, live, versions, comparison }, actionData }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const t = text.staffContent.history;
  const paths = schoolPagePaths(id);
  const history = localizedPath(paths.history, lang);
  const query = new URLSearchParams(useLocation().search);
  const restoring = query.has("restore") && comparison !== null && comparison !== "notThere" ? comparison.version : undefined;
  const restored = rowId(query.get("restored"));
  const restoredAs = rowId(query.get("as"));
  const who = (line: { who: string | null }) => line.who ?? text.staffContent.someone;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="content-history-title">
      <p>
        <Link to={localizedPath(paths.editor, lang)} className="font-semibold text-ink-800 underline">
          {t.back}
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 id="content-history-title" className="text-2xl font-bold sm:text-3xl">
          {format(t.title, { school: name })}
        </h1>
        <p className="max-w-prose text-muted">{t.intro}</p>
      </div>
      {restored !== undefined && restoredAs !== undefined && !actionData ? (
        <p role="status" className={successClass}>
          {format(t.restored, { from: restored, version: restoredAs })}
        </p>
      ) : null}
      {comparison === "notThere" || actionData ? (
        <p role="alert" className={problemClass}>
          {format(t.notThere, { version: actionData?.notThere ?? query.get("version") ?? "" })}
        </p>
      ) : null}
      {comparison && comparison !== "notThere" ? (
        <section aria-labelledby="compare-title" className="card grid gap-4 p-4 sm:p-6">
          <h2 id="compare-title" className="text-xl font-bold">
            {format(t.compareTitle, { version: comparison.version, live })}
          </h2>
          {comparison.differences.length === 0 ? (
            <p>{format(t.same, { version: comparison.version })}</p>
          ) : (
            <dl className="grid gap-4">
              {comparison.differences.map((difference) => (
                <div key={difference.name} className="grid gap-2 border-t border-line pt-3">
                  <dt className="font-semibold">{inputInList(text.staffContent, difference.name)}</dt>
                  <dd className="grid gap-2 sm:grid-cols-2">
                    <p className="rounded-lg bg-sand/60 p-3 [overflow-wrap:anywhere]" lang={difference.name.endsWith(".te") ? "te" : "en"}>
                      <span className="block text-xs font-semibold text-muted">{format(t.thisVersion, { version: comparison.version })}</span>
                      {difference.then || t.empty}
                    </p>
                    <p className="rounded-lg bg-ink-50 p-3 [overflow-wrap:anywhere]" lang={difference.name.endsWith(".te") ? "te" : "en"}>
                      <span className="block text-xs font-semibold text-muted">{format(t.liveVersion, { version: live })}</span>
                      {difference.live || t.empty}
                    </p>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {comparison.version !== live && restoring === undefined ? (
            <p>
              <Link to={`${history}?version=${comparison.version}&restore`} className={buttonClass("outline", "md")}>
                {t.restore}
              </Link>
            </p>
          ) : null}
          {restoring !== undefined ? (
            <div className={`${noteClass} grid gap-3`}>
              <h3 className="font-semibold">{format(t.confirmTitle, { version: restoring })}</h3>
              <p>{format(t.confirmBody, { next: Math.max(...versions.map((line) => line.version)) + 1 })}</p>
              <Form method="post" action={history} className="flex flex-wrap gap-3">
                <input type="hidden" name="version" value={restoring} />
                <button type="submit" name="intent" value="restore" className={buttonClass("primary", "md")}>
                  {format(t.confirm, { version: restoring })}
                </button>
                <Link to={`${history}?version=${restoring}`} className={buttonClass("outline", "md")}>
                  {t.cancel}
                </Link>
              </Form>
            </div>
          ) : null}
        </section>
      ) : null}
      <ol className="grid gap-3" aria-labelledby="content-history-title">
        {versions.map((line) => (
          <li key={line.version} className="card grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4">
            <div className="grid gap-0.5">
              <p className="font-bold">
                {format(t.version, { version: line.version })}
                {line.live ? <span className="ml-2 rounded-full bg-success/10 px-2 py-0.5 text-sm font-semibold text-success">{t.live}</span> : null}
              </p>
              <p className="text-sm">{line.first ? t.first : format(t.publishedBy, { who: who(line), when: line.when })}</p>
              {line.restoredFrom !== null ? <p className="text-sm text-muted">{format(t.restoredFrom, { version: line.restoredFrom })}</p> : null}
            </div>
            {line.live ? null : (
              <Link to={`${history}?version=${line.version}`} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline" aria-label={`${t.compare}: ${format(t.version, { version: line.version })}`}>
                {t.compare}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
