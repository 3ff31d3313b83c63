// /staff/accounts: a group admin adds staff, disables and enables them again (issue 16).
// Disabling ends the account's sessions at once. Any other member: 404.
import { data, Form } from "react-router";
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { addAccount, disableAccount, enableAccount, listAccounts, type AccountProblem } from "#app/office/sign-in/accounts.server.ts";
import type { StaffRole } from "#app/office/sign-in/staff-member.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { useSettledOutcome } from "#app/office/shell/use-settled-outcome.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { rowId } from "#app/lib/row-id.ts";
import type { Route } from "./+types/staff-accounts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { text } = loadPageText(request, params, ["staff", "people"]);
  return { text, email: signedInMember(context).email, accounts: await listAccounts(context.db) };
}

type Outcome = { added: string } | { problem: AccountProblem; typed: Record<string, string> } | { changed: true } | { refused: "account" | "self" };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = signedInMember(context);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const intent = field("intent");
  if (intent === "disable" || intent === "enable") {
    const id = rowId(field("accountId"));
    // An admin cannot shut themselves out.
    if (id === undefined || id === admin.id) return data({ refused: id === undefined ? "account" : "self" } satisfies Outcome, { status: 400 });
    const done = intent === "disable" ? await disableAccount(context.db, id) : await enableAccount(context.db, id);
    if (!done && intent === "enable") throw data(null, { status: 404 });
    return { changed: true } satisfies Outcome;
  }
  const typed = { email: field("email").slice(0, 254), role: field("role"), school: field("school") };
  const result = await addAccount(context.db, {
    email: typed.email,
    role: typed.role as StaffRole,
    schoolCode: typed.school || undefined,
    password: field("password"),
  });
  if (result.ok) return { added: result.member.email } satisfies Outcome;
  return data({ problem: result.problem, typed } satisfies Outcome, { status: result.problem === "taken" ? 409 : 400 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "accountsTitle", STAFF_PATHS.accounts);
}

/** Which field a problem is said beside. */
const FIELD_OF: Record<AccountProblem, "email" | "role" | "school" | "password"> = {
  email: "email",
  taken: "email",
  role: "role",
  school: "school",
  tooShort: "password",
  tooLong: "password",
};

export default function StaffAccounts({ loaderData: { text, email, accounts }, actionData }: Route.ComponentProps) {
  const { m, format } = useI18n();
  const t = text.staff.accounts;
  const settled = useSettledOutcome(actionData);
  const problem = actionData && "problem" in actionData ? actionData : undefined;
  const errorOf = (name: string) => (problem && FIELD_OF[problem.problem] === name ? t.problems[problem.problem] : undefined);
  const schoolName = (code: string | null) => (code ? (m.common.options.schools as Record<string, string>)[code] ?? code : t.noSchool);
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="staff-accounts-title">
      <div className="grid gap-2">
        <h1 id="staff-accounts-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-muted">{t.intro}</p>
      </div>
      {settled && "added" in settled ? (
        <p role="status" className="rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900">
          {format(t.added, { email: String(settled.added) })}
        </p>
      ) : null}
      {actionData && "refused" in actionData ? (
        <p role="alert" className="rounded-lg border border-l-4 border-danger bg-danger/5 p-4 font-semibold text-ink-900">
          {t.refused[actionData.refused]}
        </p>
      ) : null}
      <ul className="grid gap-3" aria-label={t.title}>
        {accounts.map((account) => (
          <li key={account.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate font-semibold text-ink-900">{account.email}</p>
              <p className="text-sm text-muted">
                {t.roles[account.role]}
                {account.schoolCode ? ` · ${schoolName(account.schoolCode)}` : ""} · {account.disabled ? t.disabled : t.active}
              </p>
            </div>
            {account.email === email ? null : (
              <Form method="post">
                <input type="hidden" name="accountId" value={account.id} />
                <button
                  type="submit"
                  name="intent"
                  value={account.disabled ? "enable" : "disable"}
                  aria-label={format(account.disabled ? t.enable : t.disable, { email: account.email })}
                  className={buttonClass("outline", "sm")}
                >
                  {account.disabled ? t.enableShort : t.disableShort}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <div className="card grid max-w-xl gap-5 p-6">
        <h2 className="text-xl font-bold">{t.add}</h2>
        <Form method="post" noValidate className="grid gap-5" key={JSON.stringify(actionData ?? null)}>
          <input type="hidden" name="intent" value="add" />
          <TextField label={t.email} name="email" type="email" autoComplete="off" required defaultValue={problem?.typed.email} error={errorOf("email")} />
          <SelectField
            label={t.role}
            name="role"
            required
            placeholder={t.role}
            defaultValue={problem?.typed.role}
            options={(["staff", "admin"] as const).map((role) => ({ value: role, label: t.roles[role] }))}
            error={errorOf("role")}
          />
          <SelectField
            label={t.school}
            name="school"
            conditional
            hint={t.schoolHint}
            placeholder={t.noSchool}
            defaultValue={problem?.typed.school}
            options={SCHOOL_CODES.map((code) => ({ value: code, label: schoolName(code) }))}
            error={errorOf("school")}
          />
          <TextField label={t.password} name="password" type="password" autoComplete="new-password" required minLength={12} maxLength={128} hint={t.passwordHint} error={errorOf("password")} />
          <Button type="submit" className="justify-self-start">
            {t.submit}
          </Button>
        </Form>
      </div>
    </section>
  );
}
