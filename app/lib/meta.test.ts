// Every page's head in the visitor's language: the site's name in its sharing tags, and
// the academic year the root loader derived (not one written into the catalogue).
import { publicGroupFacts } from "#app/content/group/index.ts";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { DEFAULT_RETENTION } from "#app/config/privacy.ts";
import { localize } from "#app/content/localize.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { pageMeta } from "./meta.ts";
import type { RootData } from "./root-data.ts";
import * as about from "#app/routes/about.tsx";
import * as aboutPreview from "#app/routes/about-preview.tsx";
import * as brochure from "#app/routes/brochure.tsx";
import * as careers from "#app/routes/careers.tsx";
import * as contact from "#app/routes/contact.tsx";
import * as home from "#app/routes/home.tsx";
import * as notFound from "#app/routes/not-found.tsx";
import * as privacy from "#app/routes/privacy.tsx";
import * as scheduleVisit from "#app/routes/schedule-visit.tsx";
import * as school from "#app/routes/school.tsx";

/** A year no catalogue could have written down: it can only come from the root data. */
const YEAR = "2031–2032";

const rootOf = (lang: Language): RootData => ({ lang, messages: catalogues[lang], admissionsYear: YEAR, retention: DEFAULT_RETENTION, group: publicGroupFacts(), schools: [] });

const content = (tags: MetaDescriptor[], key: string) =>
  (tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content?: string } | undefined)
    ?.content;

type MetaOf = (args: never) => MetaDescriptor[] | undefined;
/** A page's loader data: its text (the whole catalogue, more than any page is sent) and what else it loads. */
const loaded = (more: object = {}) => (lang: Language) => ({ text: catalogues[lang], ...more });
const fullSchool = (lang: Language) => ({
  kind: "full",
  text: catalogues[lang],
  school: { id: 1, name: "Viswa Bharathi", location: "Wargal", established: 1995, description: "" },
  content: localize(getSchoolContent(1)!, lang),
});
const pages: Array<[string, MetaOf, (lang: Language) => unknown]> = [
  ["home", home.meta as MetaOf, loaded()],
  ["about", about.meta as MetaOf, loaded()],
  ["about-preview", aboutPreview.meta as MetaOf, loaded()],
  ["brochure", brochure.meta as MetaOf, loaded()],
  ["careers", careers.meta as MetaOf, loaded()],
  ["contact", contact.meta as MetaOf, loaded()],
  ["not-found", notFound.meta as MetaOf, loaded()],
  ["privacy", privacy.meta as MetaOf, loaded()],
  ["schedule-visit", scheduleVisit.meta as MetaOf, loaded()],
  ["school (full)", school.meta as MetaOf, fullSchool],
  ["school (missing)", school.meta as MetaOf, loaded({ kind: "missing" })],
];

/**
 * The page's data as both the route's and its parent's: the home page, /contact and the
 * brochure read their text from a layout route around them (routes/home-text.tsx), the
 * others from their own data.
 */
const metaOf = (meta: MetaOf, lang: Language, data: unknown) =>
  meta({
    matches: [{ id: "root", data: rootOf(lang), loaderData: rootOf(lang) }, { id: "parent", data, loaderData: data }, { id: "page", data, loaderData: data }],
    data,
    loaderData: data,
    params: { id: "1" },
    location: { pathname: "/school/1", search: "", hash: "", state: null, key: "default" },
  } as never) ?? [];

describe("og:site_name", () => {
  it("is the site's name in the page's language", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/te/about", lang: "te", siteName: catalogues.te.common.siteName });
    expect(content(tags, "og:site_name")).toBe("విద్యాంజలి స్కూల్స్");
  });

  it.each(pages)("%s names the site in Telugu on Telugu pages and in English on English pages", (_, meta, data) => {
    for (const lang of ["te", "en"] as const) {
      expect(content(metaOf(meta, lang, data(lang)), "og:site_name"), lang).toBe(catalogues[lang].common.siteName);
    }
  });
});

describe("the home page's description", () => {
  it.each(["en", "te"] as const)("in %s names the academic year of the root data", (lang) => {
    const tags = metaOf(home.meta as MetaOf, lang, loaded()(lang));
    for (const key of ["description", "og:description", "twitter:description"]) {
      const text = content(tags, key) ?? "";
      expect(text, key).toContain(YEAR);
      expect(text, key).not.toContain("{year}");
      expect(text.match(/\d{4}\u2013\d{4}/g), key).toEqual([YEAR]);
    }
  });
});

describe("no page's head", () => {
  it.each(pages)("%s leaves a {placeholder} unfilled", (_, meta, data) => {
    for (const lang of ["te", "en"] as const) {
      const texts = metaOf(meta, lang, data(lang)).flatMap((tag) => ("content" in tag ? [String(tag.content)] : "title" in tag ? [String(tag.title)] : []));
      expect(texts.filter((text) => /\{\w+\}/.test(text)), lang).toEqual([]);
    }
  });
});
