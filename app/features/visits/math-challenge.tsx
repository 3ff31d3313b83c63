// The page-level security check of the visit form: the server's question, the answer
// input (disabled until a question is loaded) and a retry when loading failed.
import type { Ref } from "react";
import { TextField } from "#app/components/ui/field.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { MathChallenge } from "./use-math-challenge.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export function MathChallengeField({
  text,
  challenge,
  onRetry,
  error,
  inputRef,
}: {
  text: PageText<"visit">;
  challenge: MathChallenge;
  onRetry: () => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { format } = useI18n();
  const c = text.visit.challenge;
  const ready = challenge.status === "ready";
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line bg-ink-50/60 p-4">
      <legend className="px-1 text-base font-bold text-ink-900">{c.section}</legend>
      <p className="text-sm text-muted">{c.intro}</p>
      <TextField
        ref={inputRef}
        label={ready ? format(c.question, { question: challenge.question }) : c.label}
        name="mathChallenge"
        inputMode="numeric"
        autoComplete="off"
        required
        disabled={!ready}
        error={error}
        hint={challenge.status === "loading" ? c.loading : c.hint}
        className="max-w-xs"
      />
      {/* A browser without scripts never loads the question: the server's answer to the first post brings it. */}
      {challenge.status === "loading" ? (
        <noscript>
          <p className="text-sm text-ink-800">{c.noScript}</p>
        </noscript>
      ) : null}
      {/* The token travels with a post the browser makes itself; the script sends it too. */}
      {ready ? <input type="hidden" name="mathChallengeToken" value={challenge.token} /> : null}
      {challenge.status === "failed" ? (
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 justify-self-start text-left font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
        >
          {c.retry}
        </button>
      ) : null}
    </fieldset>
  );
}
