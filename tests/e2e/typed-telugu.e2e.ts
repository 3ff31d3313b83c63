// Letters a parent types must render on the pages that show them (decision 0028): a staff
// page carries the whole Telugu block behind the site's cut font, and Chromium reaches for
// it for a name the cut cannot draw; the public home page loads the cut font as before.
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingGlyphs } from "#app/fonts/missing-glyphs.ts";
import { FULL_TELUGU_FAMILY, typedTextClass } from "#app/lib/typed-text-fonts.tsx";
import type { BuiltSite } from "../support/built-site.ts";
import { newPage } from "./browser.ts";
import { signInOnPage, startStaffSite } from "./staff-site.ts";

/** Letters of parents' names that the site's own copy never uses (none of them is in the cut). */
const TYPED = ["ఝాన్సీ", "ఢిల్లీ", "ఔదార్య", "ఋషిత", "దుఃఖం", "ఱ"];
const ADMIN = "admin@example.org";

/** The faces a page's HTML declares for `family`: their weights and the font files they name. */
function faces(html: string, family: string): Array<{ weight: string; href: string }> {
  return [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? "")
    .filter((rule) => new RegExp(`font-family:\\s*["']?${family}["']?\\s*(;|$)`).test(rule))
    .map((rule) => ({ weight: /font-weight:\s*([^;]+)/.exec(rule)?.[1]?.trim() ?? "", href: /url\(["']?([^"')]+)/.exec(rule)?.[1] ?? "" }));
}

describe("Telugu letters a visitor typed", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: ADMIN, role: "admin" }]));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  const fetchBytes = async (href: string) => new Uint8Array(await (await fetch(new URL(href, built.site.url))).arrayBuffer());

  it("a staff page declares the whole Telugu block, which draws every one of them, in both weights", async () => {
    const html = await (await fetch(`${built.site.url}/te/staff/sign-in`)).text();
    expect(html).toMatch(new RegExp(`<main[^>]*class="[^"]*\\b${typedTextClass}\\b`));
    const full = faces(html, FULL_TELUGU_FAMILY);
    expect(full.map((face) => face.weight)).toEqual(["400", "600 700"]);
    for (const face of full) expect(await missingGlyphs(await fetchBytes(face.href), TYPED), face.href).toEqual([]);
    // The class puts it after the cut, before any system font.
    expect(html).toContain(`.${typedTextClass}{font-family:"Noto Sans","Noto Sans Telugu","${FULL_TELUGU_FAMILY}","Noto Sans Fallback",sans-serif}`);
    // On a Telugu page, after the page's own font (which has the site's letters) and Noto Sans.
    expect(html).toContain(`html[lang="te"] .${typedTextClass}{font-family:"Noto Sans Telugu Pages","Noto Sans","${FULL_TELUGU_FAMILY}",`);
  });

  it("the public home page loads the cut font as before, and nothing of the whole block", async () => {
    for (const path of ["/te", "/"]) {
      const html = await (await fetch(`${built.site.url}${path}`)).text();
      expect(html).not.toContain(FULL_TELUGU_FAMILY);
      expect(html).not.toContain(typedTextClass);
      const cut = faces(html, "Noto Sans Telugu");
      expect(cut.map((face) => face.weight)).toEqual(["400", "600 700"]);
      for (const [index, weight] of ([400, 700] as const).entries()) {
        const served = await fetchBytes(cut[index]?.href ?? "");
        expect(Buffer.from(served).equals(readFileSync(new URL(`../../app/fonts/noto-sans-telugu-${weight}-normal.woff2`, import.meta.url)))).toBe(true);
        // Which is why the staff pages need more: the cut cannot draw them.
        expect(await missingGlyphs(served, TYPED)).not.toEqual([]);
      }
    }
  });

  it("Chromium draws a parent's name from the whole block on the request's page, and fetches it only then", async () => {
    const posted = await fetch(`${built.site.url}/api/enrollments`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "ఝాన్సీ", lastName: "ఱెడ్డి", email: "jhansi.family@example.org", phone: "+91 90000 11122", studentClass: "lkg", language: "te" }),
    });
    expect(posted.status).toBe(201);
    const { context, page } = await newPage(browser, 360);
    try {
      const fullFaces = () =>
        page.evaluate((family) => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === family).map((face) => face.status), FULL_TELUGU_FAMILY);
      await page.goto(`${built.site.url}/te/staff/sign-in`);
      await page.evaluate(() => document.fonts.ready);
      // The sign-in page's own words are all in the cut: the whole block is not fetched.
      expect(await fullFaces()).not.toContain("loaded");
      await signInOnPage(page, built.site.url, "/te", ADMIN);
      await page.locator("main", { hasText: "ఝాన్సీ" }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await fullFaces()).toContain("loaded");
    } finally {
      await context.close();
    }
  });
});
