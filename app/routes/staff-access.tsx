// /staff/access: who opened which request, downloaded which résumé, exported what (issue
// 18, decision 0023), newest first, 50 to a page, narrowed by account and by request. For
// a group admin only: to anyone else the page does not exist (404).
import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { accessLines } from "#app/office/access/access-lines.server.ts";
import { accessQuery } from "#app/office/access/access-query.ts";
import { accessAccounts, accessPage } from "#app/office/access/access-record.server.ts";
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import { StaffControl, staffControlClass } from "#app/office/shell/staff-control.tsx";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { StaffPaging } from "#app/office/shell/staff-paging.tsx";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-access";

const PAGE_SIZE = 50;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  const { filter, page } = accessQuery(new URL(request.url).searchParams);
  const [entries, accounts] = await Promise.all([
    // One more than a page: whether there is an older page.
    accessPage(context.db, filter, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
    accessAccounts(context.db),
  ]);
  return {
    text,
    lines: accessLines(entries.slice(0, PAGE_SIZE), lang),
    accounts,
    filter: { account: filter.accountId ?? "", kind: filter.request?.kind ?? "", id: filter.request?.id ?? "" },
    paging: { page, older: entries.length > PAGE_SIZE },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "accessTitle", STAFF_PATHS.access);
}

export default function StaffAccess({ loaderData: { text, lines, accounts, filter, paging } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staff.access;
  const narrowed = Boolean(filter.account || filter.kind || filter.id);
  return (
    <section className="container-page grid gap-4 py-8 sm:py-12" aria-labelledby="staff-access-title">
      <p>
        <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
          {text.staff.detail.back}
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 id="staff-access-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-muted">{t.intro}</p>
      </div>
      {/* A plain GET form: a narrowed record has its own address, and works before the scripts run. */}
      <Form method="get" role="search" aria-label={t.filters.label} className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-end">
        <StaffControl label={t.filters.account}>
          {(id) => (
            <select id={id} name="account" defaultValue={filter.account} className={staffControlClass}>
              <option value="">{t.filters.anyAccount}</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                </option>
              ))}
            </select>
          )}
        </StaffControl>
        <StaffControl label={t.filters.kind}>
          {(id) => (
            <select id={id} name="kind" defaultValue={filter.kind} className={staffControlClass}>
              <option value="">{t.filters.anyKind}</option>
              {REQUEST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {text.staff.inbox.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </StaffControl>
        <StaffControl label={t.filters.id}>
          {(id) => <input id={id} name="id" inputMode="numeric" pattern="[0-9]*" maxLength={10} defaultValue={filter.id} className={staffControlClass} />}
        </StaffControl>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("secondary", "sm")}>
            {t.filters.apply}
          </button>
          {narrowed ? (
            <Link to={localizedPath(STAFF_PATHS.access, lang)} className="min-h-11 content-center text-sm font-semibold text-ink-800 underline">
              {t.filters.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {lines.length === 0 ? (
        <p className="text-muted">{narrowed ? t.nothingFound : t.empty}</p>
      ) : (
        <ol className="grid gap-2" aria-labelledby="staff-access-title">
          {lines.map((line) => (
            <li key={line.key} className="grid gap-1 rounded-lg border border-line bg-white p-3 sm:grid-cols-[11rem_1fr_auto] sm:items-baseline sm:gap-x-4">
              <p className="text-sm text-muted">
                <span className="sr-only">{t.columns.when}: </span>
                {line.when}
              </p>
              <div className="grid min-w-0 gap-0.5">
                <p className="min-w-0 text-ink-900">
                  <span className="sr-only">{t.columns.who}: </span>
                  <span className="font-semibold [overflow-wrap:anywhere]">{line.who}</span>
                  {" · "}
                  <span className="sr-only">{t.columns.what}: </span>
                  {line.what}
                </p>
                {line.detail ? <p className="text-sm text-muted">{line.detail}</p> : null}
              </div>
              {line.link ? (
                <p>
                  <span className="sr-only">{t.columns[line.link.column]}: </span>
                  <Link to={line.link.href} className="font-semibold text-ink-800 underline">
                    {line.link.label}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <StaffPaging page={paging.page} older={paging.older} label={t.title} newerText={text.staff.inbox.filters.newer} olderText={text.staff.inbox.filters.older} />
    </section>
  );
}
