// Which answers may carry the visit cookie (issue 29): the public pages only. Never the
// staff area, the API, the built assets, a family's private link (/r/…: its page is sent
// nowhere, not even as a referrer), nor a client-side navigation's data request. A path
// written oddly (percent-encoded, with dot segments or backslashes) is not a touch either:
// it could be any of those.
const NEVER = /^\/(?:te\/)?(?:staff|api|assets|r)(?:[/.]|$)/i;

export function touchesAt(path: string): boolean {
  return path.startsWith("/") && !/[%\\]|\/\/|\/\.|\.data$/.test(path) && !NEVER.test(path);
}
