// /staff/sign-in: the admissions offices' way in (issue 16). Not linked from the public
// pages, kept out of search and of every cache (server/staff-area.ts).
import { data, Link, redirect } from "react-router";
import { sessionCookie, sessionToken } from "#app/office/sign-in/session-cookie.server.ts";
import { endSession } from "#app/office/sign-in/sessions.server.ts";
import { sessionMemberOf } from "#app/office/sign-in/staff-gate.server.ts";
import { SignInForm, type SignInOutcome } from "#app/office/sign-in/sign-in-form.tsx";
import { signIn } from "#app/office/sign-in/sign-in.server.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { guessRefusal, headersWithRetryAfter } from "#app/office/sign-in/guess-refusal.ts";
import type { Route } from "./+types/staff-sign-in";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  // Signed in already: straight to the office.
  if (sessionMemberOf(context)) throw redirect(localizedPath(STAFF_PATHS.home, lang));
  const query = new URL(request.url).searchParams;
  const notice = query.has("signed-out") ? ("signedOut" as const) : query.has("ended") ? ("ended" as const) : undefined;
  return { text, notice };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const typedEmail = email.slice(0, 254);
  if (!email || !password) {
    const outcome: SignInOutcome = {
      error: "fields",
      ...(email ? {} : { email: "emailMissing" }),
      ...(password ? {} : { password: "passwordMissing" }),
      typedEmail,
    };
    return data(outcome, { status: 400 });
  }
  const result = await signIn(context.db, { email, password, address: context.clientAddress ?? "unknown" });
  if (result.ok) {
    // A session the browser had before ends: one sign-in, one session id.
    await endSession(context.db, await sessionToken(request));
    throw redirect(localizedPath(STAFF_PATHS.home, lang), { headers: { "Set-Cookie": await sessionCookie(request, result.token) } });
  }
  if (result.reason === "limited") {
    const refusal = guessRefusal(result.retryAfterSeconds);
    return data({ error: "limited", minutes: refusal.minutes, typedEmail } satisfies SignInOutcome, refusal.init);
  }
  return data({ error: "invalid", typedEmail } satisfies SignInOutcome, { status: 401 });
}

/** A refused sign-in's Retry-After reaches the browser. */
export function headers(args: Route.HeadersArgs) {
  return headersWithRetryAfter(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "signInTitle", STAFF_PATHS.signIn);
}

export default function StaffSignIn({ loaderData: { text, notice }, actionData }: Route.ComponentProps) {
  const { signIn: t } = text.staff;
  const { m, lang } = useI18n();
  const [before, after] = fillTemplate(t.intro, { provider: m.common.siteName }).split("{home}");
  return (
    <section className="container-page grid justify-items-center py-10 sm:py-16" aria-labelledby="staff-sign-in-title">
      <div className="card grid w-full max-w-md gap-6 p-6 sm:p-8">
        <h1 id="staff-sign-in-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-muted">
          {before}
          <Link to={localizedPath("/", lang)} className="font-semibold text-ink-800 underline">
            {t.homeLink}
          </Link>
          {after}
        </p>
        <SignInForm key={actionData ? JSON.stringify(actionData) : "first"} text={text} outcome={actionData} notice={notice} />
      </div>
    </section>
  );
}
