// The academic year the pages offer is worked out on each request from today's date in
// India: the same running server answers 2026–2027 on the evening of September 30th and
// 2027–2028 a minute after midnight, in the text and the meta description, in English
// and Telugu. The built site (npm test builds it first) on a real database, with the
// process's clock set (only Date: the server's timers run as usual).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { admissionsYear } from "#app/lib/admissions-year.server.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";

/** 23:59 on September 30th 2026 in India, and 00:01 on October 1st (18:31 UTC on September 30th). */
const EVENING_BEFORE = new Date("2026-09-30T18:29:00Z");
const JUST_AFTER = new Date("2026-09-30T18:31:00Z");

const PAGES = ["/", "/te", "/about", "/te/about", "/brochure", "/te/brochure", "/school/1", "/te/school/3"];

/** What a reader sees: the page without its scripts (which carry the catalogue's templates) and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
const yearsIn = (text: string) => [...new Set(text.match(/\d{4}\u2013\d{4}/g) ?? [])];

describe("the academic year on the pages", () => {
  let built: BuiltSite;
  let site: BuiltSite["site"];
  beforeAll(async () => {
    built = await startBuiltSite();
    site = built.site;
  }, 120_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => built?.close());

  /** The page as the server renders it at `now` in India. */
  async function pageAt(now: Date, path: string): Promise<string> {
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(200);
      return await res.text();
    } finally {
      vi.useRealTimers();
    }
  }

  it.each([
    [EVENING_BEFORE, "2026–2027"],
    [JUST_AFTER, "2027–2028"],
  ])("at %s every page offers %s and no other year", async (now, expected) => {
    expect(admissionsYear(now)).toBe(expected);
    for (const path of PAGES) {
      const html = await pageAt(now, path);
      const text = visibleText(html);
      expect(yearsIn(text), path).toEqual([expected]);
      expect(text, path).not.toMatch(/\{\w+\}/);
    }
    for (const path of ["/", "/te"]) {
      const description = metaDescription(await pageAt(now, path));
      expect(yearsIn(description), path).toEqual([expected]);
      expect(description, path).not.toContain("{year}");
    }
    expect(built.failures).toEqual([]);
  });

  it.each(["/school/1", "/te/school/1", "/school/6", "/te/school/6"])("%s: the school's own Join Us text names it too", async (path) => {
    const expected = admissionsYear(JUST_AFTER);
    const html = await pageAt(JUST_AFTER, path);
    const joinUs = /<section aria-labelledby="school-join"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(yearsIn(visibleText(joinUs))).toEqual([expected]);
  });

  it("is today's in India when nothing is pinned", async () => {
    const now = new Date();
    const html = await fetch(`${site.url}/`).then((res) => res.text());
    expect(/Admissions open (\S+)/.exec(visibleText(html))?.[1]).toBe(admissionsYear(now));
  });
});
