// Calls the site's JSON API as spec section 7 says: credentials included, a JSON body
// only when there is a payload (or a form with a file, as multipart/form-data), and any
// non-OK answer becomes an Error whose message is "{status}: {body text or status text}".

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The JSON body of the error answer, when it has one. */
  json(): { message?: string; error?: string; errors?: Record<string, string> } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T = unknown>(method: string, path: string, data?: unknown): Promise<T> {
  // FormData: the browser writes the multipart Content-Type with its boundary.
  const form = data instanceof FormData;
  const response = await fetch(path, {
    method,
    headers: data === undefined || form ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : form ? data : JSON.stringify(data),
    credentials: "include",
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, text, response.statusText);
  }
  return (await response.json()) as T;
}
