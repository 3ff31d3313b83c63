// The visit form's security question (spec 4): fetched from the API once the page is
// in the browser, fetched again after every failed submit (the server spends a token
// on each attempt), and retried by hand when loading fails.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import type { PageFormResult } from "#app/forms/page-forms.ts";

export type MathChallenge =
  { status: "loading" } | { status: "failed" } | { status: "ready"; token: string; question: string };

/** `posted`: the page's answer to the form posted without scripts, with the next question. */
export function useMathChallenge(posted?: PageFormResult) {
  const { m } = useI18n();
  const next = posted?.outcome === "sent" ? undefined : posted?.challenge;
  const [challenge, setChallenge] = useState<MathChallenge>(
    next ? { status: "ready", ...next } : { status: "loading" },
  );
  // Only the newest request may set the state (an older answer must not overwrite it),
  // and nothing once the form is gone.
  const latest = useRef(0);
  const mounted = useRef(false);

  const fetchChallenge = useCallback(() => {
    const request = ++latest.current;
    const current = () => mounted.current && request === latest.current;
    apiRequest<{ token: string; question: string }>("GET", "/api/math-challenge").then(
      ({ token, question }) => {
        if (current()) setChallenge({ status: "ready", token, question });
      },
      () => {
        if (!current()) return;
        setChallenge({ status: "failed" });
        toast({ variant: "destructive", title: m.toasts.errorTitle, description: m.toasts.challengeLoadFailure });
      },
    );
  }, [m]);

  // A question the page came with stays (the visitor may be answering it already) until
  // the language changes.
  const cameWithQuestion = useRef(Boolean(next));
  useEffect(() => {
    mounted.current = true;
    if (cameWithQuestion.current) cameWithQuestion.current = false;
    else fetchChallenge();
    return () => {
      mounted.current = false;
    };
  }, [fetchChallenge]);

  /** Drops the current question (it is spent or missing) and asks for a new one. */
  const reload = useCallback(() => {
    setChallenge({ status: "loading" });
    fetchChallenge();
  }, [fetchChallenge]);

  return { challenge, reload };
}
