// Each page route's loader sends, as `text`, exactly the sections of the catalogue its
// type says, in the request's language: the components' props are checked against that
// type (app/i18n/page-sections.test.tsx), so the type must not promise more than is sent.
// The root sends the shell's sections alone, and the 404 page's under a prefix that is no
// language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { SHELL_SECTIONS } from "#app/i18n/page-sections.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import * as root from "../root.tsx";
import * as about from "./about.tsx";
import * as aboutPreview from "./about-preview.tsx";
import * as bookTour from "./book-tour.tsx";
import * as brochureText from "./brochure-text.tsx";
import * as careers from "./careers.tsx";
import * as enroll from "./enroll.tsx";
import * as homeText from "./home-text.tsx";
import * as notFound from "./not-found.tsx";
import * as privacy from "./privacy.tsx";
import * as scheduleVisit from "./schedule-visit.tsx";
import * as school from "./school.tsx";
import * as schoolApply from "./school-apply.tsx";

type Loader = (args: never) => unknown;
/** What a loader answers, out of `data(…)` if it used it. */
type Loaded<L extends Loader> = Awaited<ReturnType<L>> extends infer R ? (R extends { type: "DataWithResponseInit"; data: infer D } ? D : R) : never;
type TextOf<L extends Loader> = Loaded<L> extends { text: infer T } ? T : never;

/** The sections of a loader's text as its type has them: listing one too few or too many fails the type check. */
const sectionsOf = <L extends Loader>(_loader: L, listed: Record<keyof TextOf<L>, true>) => Object.keys(listed).sort();

async function load(loader: Loader, path: string, params: Record<string, string>, context: object = {}) {
  const loaded = (await loader({ request: new Request(`http://localhost${path}`), params, context } as never)) as object;
  return ("type" in loaded && loaded.type === "DataWithResponseInit" && "data" in loaded ? loaded.data : loaded) as Record<string, unknown>;
}

describe("a page route's text", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  const pages: Array<[string, Loader, Record<string, string>, string[]]> = [
    ["/", homeText.loader, {}, sectionsOf(homeText.loader, { home: true, contactForm: true, tourForm: true })],
    ["/about", about.loader, {}, sectionsOf(about.loader, { about: true })],
    ["/about-preview", aboutPreview.loader, {}, sectionsOf(aboutPreview.loader, { about: true })],
    ["/school/1", school.loader, { id: "1" }, sectionsOf(school.loader, { school: true, admissionForm: true })],
    ["/school/99", school.loader, { id: "99" }, sectionsOf(school.loader, { school: true, admissionForm: true })],
    ["/school/2/apply", schoolApply.loader, { id: "2" }, sectionsOf(schoolApply.loader, { admissionForm: true, formPages: true, notFound: true })],
    ["/schedule-visit", scheduleVisit.loader, {}, sectionsOf(scheduleVisit.loader, { visit: true })],
    ["/careers", careers.loader, {}, sectionsOf(careers.loader, { careers: true })],
    ["/brochure", brochureText.loader, {}, sectionsOf(brochureText.loader, { brochure: true })],
    ["/privacy", privacy.loader, {}, sectionsOf(privacy.loader, { privacy: true })],
    ["/book-tour", bookTour.loader, {}, sectionsOf(bookTour.loader, { tourForm: true, formPages: true })],
    ["/enroll", enroll.loader, {}, sectionsOf(enroll.loader, { formPages: true })],
    ["/no/such/page", notFound.loader, {}, sectionsOf(notFound.loader, { notFound: true })],
  ];

  it.each(pages)("of %s is the sections its type says, in the page's language", async (path, loader, params, sections) => {
    const cases: Array<[string, Record<string, string>, Language]> = [
      [path, params, "en"],
      [path === "/" ? "/te" : `/te${path}`, loader === notFound.loader ? params : { ...params, lang: "te" }, "te"],
    ];
    for (const [url, withLang, lang] of cases) {
      const { text } = await load(loader, url, withLang, { db: database.connection.db, challengeSecret: "s".repeat(32) });
      expect(Object.keys(text as object).sort(), url).toEqual(sections);
      for (const section of sections) expect((text as Record<string, unknown>)[section], `${url} ${section}`).toBe(catalogues[lang][section as "about"]);
    }
  });
});

describe("the root's data", () => {
  it("has the shell's sections alone", async () => {
    const data = await load(root.loader, "/te/about", { lang: "te" });
    expect(Object.keys(data.messages as object)).toEqual([...SHELL_SECTIONS]);
    expect((data.messages as Record<string, unknown>).common).toBe(catalogues.te.common);
    expect(data.notFound).toBeUndefined();
  });

  it("has the 404 page's texts too under a prefix that is no language", async () => {
    const data = await load(root.loader, "/xyz/about", { lang: "xyz" });
    expect(data.notFound).toEqual({ notFound: catalogues.en.notFound });
  });
});
