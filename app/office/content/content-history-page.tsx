// A content document's versions (issue 28), whichever document: every published version,
// newest first (who, when, which earlier version a roll-back published again); any of them
// beside the live one (?version=N: each input that differs, with both values); and, after
// a confirmation (?version=N&restore), that version published again as the next one. Its
// routes load the versions and answer the roll-back (restorePage); this draws it.
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { rowId } from "#app/lib/row-id.ts";
import { noteClass, problemClass, successClass, type EditorForm } from "./content-editor.tsx";
import type { VersionComparison, VersionEntry } from "./content-editing.server.ts";
import { inputInList } from "./field-words.ts";

export function ContentHistoryPage({
  text,
  form,
  title,
  paths,
  live,
  versions,
  comparison,
  actionData,
}: {
  text: PageText<"staffContent">;
  form: EditorForm;
  title: string;
  paths: { editor: string; history: string };
  live: number;
  versions: VersionEntry[];
  comparison: VersionComparison | null | "notThere";
  /** A roll-back refused: the version asked for is not there. */
  actionData: { notThere: number } | undefined;
}) {
  const { lang, format } = useI18n();
  const t = text.staffContent.history;
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
          {title}
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
                  <dt className="font-semibold">{inputInList(text.staffContent, form, difference.name)}</dt>
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
              <ConfirmForm
                action={history}
                fields={{ intent: "restore", version: restoring }}
                confirm={format(t.confirm, { version: restoring })}
                cancel={{ href: `${history}?version=${restoring}`, label: t.cancel }}
              />
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
