// /staff: the office's start page, for a signed-in member only (issue 16). The inbox of
// requests comes here next; today it says who is signed in and for which school.
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { getSchool } from "#app/features/schools/schools.server.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { StaffShell } from "#app/features/staff/staff-shell.tsx";
import { requireStaffMember } from "#app/features/staff/staff-member.server.ts";
import { STAFF_PATHS } from "#app/features/staff/staff-paths.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  const member = await requireStaffMember(context.db, request, lang);
  const school = member.schoolCode ? await getSchool(context.db, SCHOOL_ID_BY_CODE[member.schoolCode], lang) : undefined;
  return { text, member: { email: member.email, role: member.role, schoolName: school?.name } };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "homeTitle", STAFF_PATHS.home);
}

export default function StaffHome({ loaderData: { text, member } }: Route.ComponentProps) {
  const { format } = useI18n();
  const t = text.staff.home;
  return (
    <StaffShell text={text} signedInAs={member.email}>
      <section className="container-page grid gap-4 py-8 sm:py-12" aria-labelledby="staff-home-title">
        <h1 id="staff-home-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-lg">{member.role === "admin" ? t.groupAdmin : format(t.schoolStaff, { school: member.schoolName ?? "" })}</p>
        <p className="text-muted sm:hidden">{format(t.signedInAs, { email: member.email })}</p>
        <p className="card p-5 text-muted">{t.inboxComing}</p>
      </section>
    </StaffShell>
  );
}
