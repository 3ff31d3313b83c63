// /staff: the office's inbox, for a signed-in member only (issue 16): the requests the
// member may see (a school's office its own school's, a group admin all), newest first,
// with the overdue and new counts on top.
import { Link } from "react-router";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { InboxList, type InboxRow } from "#app/features/staff/inbox-list.tsx";
import { inboxPage } from "#app/features/staff/inbox.server.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { StaffShell } from "#app/features/staff/staff-shell.tsx";
import { requireStaffMember } from "#app/features/staff/staff-member.server.ts";
import { STAFF_PATHS } from "#app/features/staff/staff-paths.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatInstant } from "#app/i18n/format.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  const member = await requireStaffMember(context.db, request, lang);
  const now = new Date();
  const [schools, inbox] = await Promise.all([listSchools(context.db, lang), inboxPage(context.db, member, { now })]);
  const schoolName = (code: string | null) => schools.find((school) => school.code === code)?.name;
  // Written out here, once: the page hydrates with the same words the server rendered.
  const rows: InboxRow[] = inbox.items.map((item) => ({
    key: `${item.kind}-${item.id}`,
    kind: item.kind,
    schoolName: schoolName(item.school),
    status: item.status,
    name: item.name,
    phone: item.phone,
    email: item.email,
    received: formatInstant(item.createdAt, lang),
    waitingHours: item.status === "new" ? Math.floor((now.getTime() - item.createdAt.getTime()) / 3_600_000) : undefined,
  }));
  return {
    text,
    member: { email: member.email, role: member.role, schoolName: schoolName(member.schoolCode) },
    inbox: { rows, newCounts: inbox.newCounts, overdue: inbox.overdue },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "homeTitle", STAFF_PATHS.home);
}

export default function StaffHome({ loaderData: { text, member, inbox } }: Route.ComponentProps) {
  const { format, lang } = useI18n();
  const t = text.staff.home;
  return (
    <StaffShell text={text} signedInAs={member.email}>
      <section className="container-page grid gap-4 py-8 sm:py-12" aria-labelledby="staff-home-title">
        <h1 id="staff-home-title" className="text-2xl font-bold sm:text-3xl">
          {text.staff.inbox.title}
        </h1>
        <p className="text-lg">
          {member.role === "admin" ? t.groupAdmin : format(t.schoolStaff, { school: member.schoolName ?? "" })}
          {member.role === "admin" ? (
            <>
              {" · "}
              <Link to={localizedPath(STAFF_PATHS.accounts, lang)} className="font-semibold text-ink-800 underline">
                {text.staff.accounts.link}
              </Link>
            </>
          ) : null}
        </p>
        <p className="text-muted sm:hidden">{format(t.signedInAs, { email: member.email })}</p>
        <InboxList text={text} rows={inbox.rows} newCounts={inbox.newCounts} overdue={inbox.overdue} />
      </section>
    </StaffShell>
  );
}
