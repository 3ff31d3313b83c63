// The visit form's security question (spec 4): fetched from the API once the page is
// in the browser, fetched again after every failed submit (the server spends a token
// on each attempt), and retried by hand when loading fails.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { apiRequest } from "#app/lib/api-client.ts";

export type MathChallenge =
  { status: "loading" } | { status: "failed" } | { status: "ready"; token: string; question: string };

export function useMathChallenge() {
  const { m } = useI18n();
  const [challenge, setChallenge] = useState<MathChallenge>({ status: "loading" });
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

  useEffect(() => {
    mounted.current = true;
    fetchChallenge();
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
