// Reading the staff area's pages as a test does (through the built site): requests as a
// signed-in member (their session cookie) or as anyone, and what a user sees in a page.

/** What a user reads: the page without its scripts (the data React Router sends along). */
export const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

/** `text` as React writes it into a page. */
export const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** A hidden input's value in a page. */
export const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

/**
 * GET and a form's POST on the site at `url()`, in English, as the member whose session
 * `cookies` holds under `who` (none: anyone); redirects are answered, not followed.
 */
export function siteRequests<Who extends string>(url: () => string, cookies: Record<Who, string>) {
  const get = (path: string, who?: Who) => fetch(`${url()}${path}`, { redirect: "manual", headers: { "accept-language": "en", ...(who ? { cookie: cookies[who] } : {}) } });
  const post = (path: string, who: Who, fields: Record<string, string>) =>
    fetch(`${url()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url(), cookie: cookies[who], "accept-language": "en" },
      body: new URLSearchParams(fields),
    });
  return { get, post };
}
