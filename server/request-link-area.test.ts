// A family's link however its path is written (server/request-link-area.ts): the headers
// and the page cache know it, and the log writes it without its token.
import { describe, expect, it } from "vitest";
import { isRequestLinkPath, withoutLinkToken } from "./request-link-area.ts";

const TOKEN = "W1DSPnqAB3MOUcaLQJuJSHC7jtBMb7SZr284EEkJo50";

describe("a family's link in a path", () => {
  it.each([
    [`/r/${TOKEN}`, "/r/…"],
    [`/te/r/${TOKEN}`, "/te/r/…"],
    [`/R/${TOKEN}`, "/R/…"],
    [`/TE/r/${TOKEN}.data`, "/TE/r/…"],
    [`/%72/${TOKEN}`, "/r/…"],
    [`/%74e/%72/${TOKEN}`, "/te/r/…"],
    [`/about/../r/${TOKEN}`, "/r/…"],
    [`//r/${TOKEN}`, "//r/…"],
    [`/r%2F${TOKEN}`, "/r/…"],
    [`/r/${TOKEN}/more`, "/r/…"],
  ])("%s is a link, logged as %s", (path, logged) => {
    expect(isRequestLinkPath(path)).toBe(true);
    expect(withoutLinkToken(path)).toBe(logged);
    expect(withoutLinkToken(path)).not.toContain(TOKEN);
  });

  it.each(["/", "/privacy", "/rooms/1", "/te/rx", "/staff/requests/visit/3", "/%E0%A4%A", "/r"])("%s is not, and is logged as it is", (path) => {
    expect(isRequestLinkPath(path)).toBe(false);
    expect(withoutLinkToken(path)).toBe(path);
  });
});
