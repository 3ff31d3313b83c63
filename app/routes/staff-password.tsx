// /staff/password: a member changes their own password (issue 16). The current one is
// asked first; the other sessions of the account end with the change.
import { data, Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { changePassword, type PasswordChangeProblem } from "#app/office/sign-in/accounts.server.ts";
import { sessionToken } from "#app/office/sign-in/session-cookie.server.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { guessRefusal, headersWithRetryAfter } from "#app/office/sign-in/guess-refusal.ts";
import { plural } from "#app/i18n/plural.ts";
import type { Route } from "./+types/staff-password";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { text } = loadPageText(request, params, ["staff"]);
  return { text, email: signedInMember(context).email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = signedInMember(context);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const result = await changePassword(context.db, member, {
    current: field("current"),
    next: field("next"),
    repeated: field("repeated"),
    keepToken: await sessionToken(request),
    address: context.clientAddress ?? "unknown",
  });
  if (result.ok) return { changed: true as const };
  if (result.problem === "limited") {
    const refusal = guessRefusal(result.retryAfterSeconds);
    return data({ problem: result.problem, minutes: refusal.minutes }, refusal.init);
  }
  return data({ problem: result.problem }, { status: 400 });
}

/** A refused guess's Retry-After reaches the browser, as at sign-in. */
export function headers(args: Route.HeadersArgs) {
  return headersWithRetryAfter(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "passwordTitle", STAFF_PATHS.password);
}

/** Which field a problem is said beside. */
const FIELD_OF: Record<PasswordChangeProblem, "current" | "next" | "repeated"> = {
  wrongCurrent: "current",
  tooShort: "next",
  tooLong: "next",
  mismatch: "repeated",
};

export default function StaffPassword({ loaderData: { text, email }, actionData }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staff.password;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  // Too many wrong guesses: sign-in's own refusal, beside the current password.
  const limited = actionData && "minutes" in actionData ? plural(text.staff.signIn.limited, actionData.minutes, lang) : undefined;
  const errorOf = (name: "current" | "next" | "repeated") =>
    name === "current" && limited ? limited : problem && problem !== "limited" && FIELD_OF[problem] === name ? t[problem] : undefined;
  return (
    <section className="container-page grid justify-items-center py-8 sm:py-12" aria-labelledby="staff-password-title">
      <div className="card grid w-full max-w-md gap-5 p-6 sm:p-8">
        <h1 id="staff-password-title" className="text-2xl font-bold">
          {t.title}
        </h1>
        {actionData && "changed" in actionData ? (
          <p role="status" className="rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900">
            {t.changed}
          </p>
        ) : null}
        <Form method="post" noValidate className="grid gap-5" key={JSON.stringify(actionData ?? null)}>
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField label={t.current} name="current" type="password" autoComplete="current-password" required error={errorOf("current")} />
          <TextField label={t.next} name="next" type="password" autoComplete="new-password" required minLength={12} maxLength={128} hint={t.nextHint} error={errorOf("next")} />
          <TextField label={t.repeated} name="repeated" type="password" autoComplete="new-password" required error={errorOf("repeated")} />
          <Button type="submit" className="justify-self-start">
            {t.submit}
          </Button>
        </Form>
        <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
          {t.back}
        </Link>
      </div>
    </section>
  );
}
