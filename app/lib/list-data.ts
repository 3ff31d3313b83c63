// How a page hands its lists (schools, testimonials) to sections that show placeholders,
// an error text or the list (StreamedList): as the list itself when the server already
// has it, or as a promise that the section awaits.

/** A list, or the promise of it. */
export type ListData<T> = readonly T[] | Promise<readonly T[]>;

/** The same promise, marked as handled: a failure is shown by the section's error text,
 * and must not count as an unhandled rejection (e.g. when the visitor left early). */
export function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * For the server's render of a page: waits for the lists' queries (milliseconds), so the
 * HTML carries each list in its place and a phone lays the page out once, instead of
 * laying it out again when streamed lists are swapped in after the first paint. A list
 * whose query failed stays a (handled) rejected promise, for the section's error text.
 */
export async function settledLists<L extends Record<string, ListData<unknown>>>(
  lists: L,
): Promise<{ [K in keyof L]: Awaited<L[K]> | L[K] }> {
  const entries = Object.entries(lists);
  const outcomes = await Promise.allSettled(entries.map(([, list]) => list));
  return Object.fromEntries(
    entries.map(([key], i) => {
      const outcome = outcomes[i]!;
      return [key, outcome.status === "fulfilled" ? outcome.value : quiet(Promise.reject(outcome.reason))];
    }),
  ) as { [K in keyof L]: Awaited<L[K]> | L[K] };
}

/**
 * For a client-side navigation's loader: whether the browser is already at the address the
 * page is loaded for. So it is on back and forward (the browser moves first, then React
 * Router loads the page) and when the page shown is loaded again (after its form is sent).
 * Such a page waits for its lists: shown with placeholders first, it would be too short for
 * the position React Router puts it back at, and the visitor would land further down.
 */
export function alreadyThere(request: Request): boolean {
  const url = new URL(request.url);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}
