// The sign-in form: a plain form post, so it works before and without the page's scripts.
// One message for a wrong address or password alike; each missing field said beside it.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { plural } from "#app/i18n/plural.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export type SignInOutcome =
  | { error: "fields"; email?: "emailMissing"; password?: "passwordMissing"; typedEmail: string }
  | { error: "invalid"; typedEmail: string }
  | { error: "limited"; minutes: number; typedEmail: string };

export function SignInForm({ text, outcome, notice }: { text: PageText<"staff">; outcome?: SignInOutcome; notice?: "signedOut" | "ended" }) {
  const { lang } = useI18n();
  const t = text.staff.signIn;
  const alertRef = useRef<HTMLDivElement>(null);
  const message =
    outcome?.error === "invalid" ? t.invalid : outcome?.error === "limited" ? plural(t.limited, outcome.minutes, lang) : undefined;
  useEffect(() => {
    // After a refused sign-in (with the page's scripts), the message is where the keyboard is.
    if (message) alertRef.current?.focus();
  }, [outcome, message]);
  return (
    <Form method="post" noValidate className="grid gap-5" aria-labelledby="staff-sign-in-title">
      {message ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className="rounded-lg border border-l-4 border-danger bg-danger/5 p-4 font-semibold text-ink-900 outline-none">
          {message}
        </div>
      ) : notice ? (
        <div role="status" className="rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900">
          {notice === "signedOut" ? t.signedOut : t.ended}
        </div>
      ) : null}
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        defaultValue={outcome?.typedEmail}
        error={outcome?.error === "fields" && outcome.email ? t[outcome.email] : undefined}
      />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
        error={outcome?.error === "fields" && outcome.password ? t[outcome.password] : undefined}
      />
      <Button type="submit" className="justify-self-start">
        {t.submit}
      </Button>
    </Form>
  );
}
