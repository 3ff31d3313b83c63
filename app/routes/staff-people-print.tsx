// /staff/people/print?q=…: the JSON export as a page to read and print, in the staff
// member's language (issue 18): each request sent with the person's phone or e-mail, every
// field under its form's label, the office's notes and history, the e-mails and any
// résumé. Group admins only (anyone else: 404).
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { SchoolCode } from "#app/config/enumerations.ts";
import { accountEmails } from "#app/office/sign-in/accounts.server.ts";
import type { RequestRow } from "#app/office/request/request-detail.server.ts";
import { exportPerson } from "#app/office/people/people.server.ts";
import { personQuery } from "#app/office/people/person-query.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { staffNotFound, staffUnrecorded } from "#app/office/shell/staff-not-found.server.ts";
import { personPath, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { requestFields } from "#app/requests/request-fields.server.ts";
import { resumeSizeMb } from "#app/features/careers/resume.ts";
import { requestName, statusLabel } from "#app/office/shell/request-words.ts";
import type { Route } from "./+types/staff-people-print";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff", "people"]);
  const member = signedInMember(context);
  const typed = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 254);
  const query = personQuery(typed);
  if (!query) throw staffNotFound(lang);
  const now = new Date();
  const exported = await exportPerson(context.db, member, query, now).catch(() => {
    throw staffUnrecorded(lang);
  });
  if (!exported) throw staffNotFound(lang);
  const m = catalogues[lang];
  const p = m.people.print;
  const d = m.staff.detail;
  const named = await accountEmails(context.db, [
    ...new Set(exported.requests.flatMap((item) => item.history.filter((entry) => entry.action === "assignee" && entry.toValue).map((entry) => Number(entry.toValue)))),
  ]);
  return {
    text,
    typed,
    exportedAt: fillTemplate(p.exportedAt, { when: formatInstant(now, lang), email: member.email }),
    requests: exported.requests.map((item) => ({
      key: `${item.kind}-${item.id}`,
      title: requestName(m.staff, item.kind, item.id),
      schoolName: item.school ? m.common.options.schools[item.school as SchoolCode] : m.staff.inbox.group,
      received: formatInstant(new Date(String(item.fields.createdAt)), lang),
      status: statusLabel(m.staff.inbox, String(item.fields.status), item.kind),
      // The stored row as the detail page writes it out (its dates are the stored strings; createdAt is not among them).
      // With the file itself below them, its note (the same name and size) would say it twice.
      fields: requestFields(item.kind, item.fields as unknown as RequestRow, m, lang, "office").filter((field) => !(item.resume && field.column === "resumeNote")),
      resume: item.resume ? fillTemplate(p.resume, { name: item.resume.fileName, size: resumeSizeMb(item.resume) }) : undefined,
      history: item.history.map((entry) => ({
        when: formatInstant(new Date(entry.at), lang),
        what:
          entry.action === "status"
            ? fillTemplate(d.historyStatus, { who: entry.by, from: statusLabel(m.staff.inbox, entry.fromValue ?? "", item.kind), to: statusLabel(m.staff.inbox, entry.toValue ?? "", item.kind) })
            : entry.action === "assignee"
              ? entry.toValue
                ? fillTemplate(d.historyAssignee, { who: entry.by, to: named.get(Number(entry.toValue)) ?? "" })
                : fillTemplate(d.historyUnassigned, { who: entry.by })
              : fillTemplate(d.historyNote, { who: entry.by }),
        note: entry.note,
      })),
      emails: item.emails.map((mail) =>
        fillTemplate(p.email, {
          audience: p.audiences[mail.audience as "office" | "visitor"] ?? mail.audience,
          language: d.languages[mail.language === "te" ? "te" : "en"],
          status:
            mail.status === "sent"
              ? fillTemplate(p.mailStatuses.sent, { when: mail.sentAt ? formatInstant(new Date(mail.sentAt), lang) : "" })
              : (p.mailStatuses[mail.status as "waiting" | "failed"] ?? mail.status),
        }),
      ),
    })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "peopleTitle", STAFF_PATHS.peoplePrint);
}

export default function StaffPeoplePrint({ loaderData: { text, typed, exportedAt, requests } }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const t = text.people.print;
  return (
    <article className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="people-print-title">
      <p className="flex flex-wrap items-center gap-4 print:hidden">
        <Link to={localizedPath(personPath(STAFF_PATHS.people, typed), lang)} className="min-h-11 content-center font-semibold text-ink-800 underline">
          {t.back}
        </Link>
        {/* A plain button: printing needs the page's scripts, and this page is for a browser that has them. */}
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
      <header className="grid gap-1">
        <h1 id="people-print-title" className="text-2xl font-bold sm:text-3xl">
          {format(text.people.printTitle, { query: typed })}
        </h1>
        <p className="text-muted">{exportedAt}</p>
      </header>
      {requests.length === 0 ? <p>{format(text.people.nothingFound, { query: typed })}</p> : null}
      {requests.map((item) => (
        <section key={item.key} className="card grid gap-4 p-5 break-inside-avoid" aria-labelledby={`print-${item.key}`}>
          <div className="grid gap-0.5">
            <h2 id={`print-${item.key}`} className="text-xl font-bold">
              {item.title}
            </h2>
            <p className="text-sm text-muted">
              {item.schoolName} · {format(text.people.received, { when: item.received })} · {t.status}: {item.status}
            </p>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t.fields}</h3>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
              {item.fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="text-sm text-muted">{field.label}</dt>
                  <dd className="break-words whitespace-pre-line">{field.value || "—"}</dd>
                </div>
              ))}
            </dl>
            {item.resume ? <p>{item.resume}</p> : null}
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t.history}</h3>
            {item.history.length === 0 ? (
              <p className="text-muted">{t.noHistory}</p>
            ) : (
              <ol className="grid gap-2">
                {item.history.map((entry, index) => (
                  <li key={index}>
                    <span className="text-sm text-muted">{entry.when}</span> · {entry.what}
                    {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t.emails}</h3>
            {item.emails.length === 0 ? (
              <p className="text-muted">{t.noEmails}</p>
            ) : (
              <ul className="grid gap-1">
                {item.emails.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
