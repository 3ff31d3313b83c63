// The answer to a refused guess of a password (password-guesses.server.ts), the same at
// sign-in and on the password page: 429 with Retry-After, and the wait in whole minutes
// for the message (text.staff.signIn.limited).

/** The wait for the message, and the response's status and headers. */
export function guessRefusal(retryAfterSeconds: number) {
  return {
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    init: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  };
}

/** A page's headers with its action's Retry-After (an action's headers reach the page only through its route's `headers`). */
export function headersWithRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders); // the root's: language, font preloads, caching
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
