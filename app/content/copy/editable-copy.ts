// The words of the home page, the about page and the brochure that the group's office
// may rewrite (issue 28), by their place in the catalogue ("home.hero.promise"), in the
// order the pages show them, with each text's limit. What the spec fixes (section titles
// such as "The Difference", button labels, list states) is not here and stays as it is.
import type { Messages } from "#app/i18n/en/index.ts";

/** A group of texts, as the editor shows it: its heading's key in the office's words. */
export interface CopySection {
  key: "copyHomeTop" | "copyHomeDifference" | "copyHomeHighlights" | "copyHomeSchools" | "copyHomeBeyond" | "copyHomeSports" | "copyHomeVoices" | "copyHomeCta" | "copyAboutTop" | "copyAboutMission" | "copyAboutReasons" | "copyAboutJoin" | "copyBrochure";
  texts: Array<{ path: string; max: number }>;
}

type Page = "home" | "about" | "brochure";
const cards = (at: string, names: readonly string[], title = 60, body = 300) => names.flatMap((name) => [{ path: `${at}.${name}.title`, max: title }, { path: `${at}.${name}.body`, max: body }]);

export const COPY_SECTIONS: readonly CopySection[] = [
  { key: "copyHomeTop", texts: [{ path: "home.hero.eyebrow", max: 80 }, { path: "home.hero.title", max: 80 }, { path: "home.hero.promise", max: 400 }] },
  { key: "copyHomeDifference", texts: [{ path: "home.difference.paragraphs.people", max: 600 }, { path: "home.difference.paragraphs.campuses", max: 600 }] },
  { key: "copyHomeHighlights", texts: [{ path: "home.highlights.intro", max: 300 }, ...cards("home.highlights.items", ["experience", "safety", "attention", "foundations", "languages", "fees"])] },
  { key: "copyHomeSchools", texts: [{ path: "home.schools.title", max: 80 }, { path: "home.schools.intro", max: 300 }] },
  { key: "copyHomeBeyond", texts: [{ path: "home.beyond.title", max: 80 }, { path: "home.beyond.intro", max: 300 }, ...cards("home.beyond.items", ["speaking", "leadership", "values", "digital", "nature", "everyday"])] },
  { key: "copyHomeSports", texts: [{ path: "home.sports.title", max: 80 }, { path: "home.sports.intro", max: 300 }] },
  { key: "copyHomeVoices", texts: [{ path: "home.testimonials.intro", max: 300 }] },
  { key: "copyHomeCta", texts: [{ path: "home.cta.title", max: 120 }, { path: "home.cta.body", max: 400 }] },
  { key: "copyAboutTop", texts: [{ path: "about.hero.eyebrow", max: 80 }, { path: "about.hero.title", max: 100 }, { path: "about.hero.intro", max: 500 }] },
  { key: "copyAboutMission", texts: [{ path: "about.mission.title", max: 100 }, { path: "about.mission.body", max: 600 }, { path: "about.mission.detail", max: 600 }] },
  {
    key: "copyAboutReasons",
    texts: [
      { path: "about.reasons.title", max: 100 },
      { path: "about.reasons.intro", max: 400 },
      ...["localExpertise", "innovativeLearning", "safety", "transparency", "excellence", "inclusive"].map((name) => ({ path: `about.reasons.items.${name}.body`, max: 600 })),
    ],
  },
  { key: "copyAboutJoin", texts: [{ path: "about.join.title", max: 100 }, { path: "about.join.body", max: 500 }] },
  {
    key: "copyBrochure",
    texts: [
      { path: "brochure.header.tagline", max: 120 },
      { path: "brochure.mission.body", max: 600 },
      { path: "brochure.mission.promise", max: 600 },
      ...cards("brochure.highlights.items", ["grades", "campuses", "experience", "safety", "labs", "beyond"], 60, 250),
      { path: "brochure.contact.title", max: 100 },
      { path: "brochure.contact.body", max: 400 },
    ],
  },
];

export const COPY_PATHS: readonly string[] = COPY_SECTIONS.flatMap((section) => section.texts.map((text) => text.path));

/** The page a text is on: the first part of its path, a section of the catalogue. */
export const pageOf = (path: string) => path.split(".")[0] as Page & keyof Messages;

/** The text at `path` of a catalogue (or a document shaped like one), if it is a text. */
export function textAt(tree: unknown, path: string): string | undefined {
  const found = path.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof found === "string" ? found : undefined;
}

/** The {placeholders} a text holds ("{year}"): an edited text keeps the catalogue's. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
