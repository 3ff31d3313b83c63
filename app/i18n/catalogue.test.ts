// The Telugu catalogue and the per-school content must be complete: every English
// string has a Telugu one that is not empty, not a copy of the English, and keeps the
// same {placeholders}. The type check already refuses a missing key; this also catches
// values that are there but not translated.
import { describe, expect, it } from "vitest";
import { schoolContents } from "#app/content/schools/index.ts";
import { DEFAULT_SCHOOL_CONTENT } from "#app/content/schools/defaults.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { en } from "./en/index.ts";
import { te } from "./te/index.ts";

/** Values allowed to read the same in both languages: names of things, not sentences. */
const SAME_IN_BOTH = new Set([
  "common.language.en", // each language names itself
  "common.language.te",
  "home.difference.facts.schools.value", // the digit 6
  "home.contact.whatsapp", // a brand name
  "staff.detail.empty", // a dash for a field left empty
  "staff.detail.resume.file", // a file's own name and its size in MB
  "staffContent.fieldInList", // a section's and a field's names, already in the language
  "staffContent.fieldInLanguage",
  "staffInsights.percent", // a number and the per cent sign
  "staffInsights.noFigure", // a dash for a figure there is none of
]);

/** Values written in Latin letters in Telugu too (an e-mail address), yet not the English one. */
const LATIN_IN_TELUGU = new Set(["visit.form.emailPlaceholder"]);

function leaves(node: unknown, prefix = ""): Array<[string, string]> {
  if (typeof node === "string") return [[prefix, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("Telugu catalogue", () => {
  const english = new Map(leaves(en));
  const telugu = new Map(leaves(te));

  it("has exactly the English keys", () => {
    expect([...telugu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("translates every value (no empty value, no English copy)", () => {
    const untranslated = [...english].filter(([key, value]) => {
      const translated = telugu.get(key) ?? "";
      return translated.trim() === "" || (translated === value && !SAME_IN_BOTH.has(key));
    });
    expect(untranslated).toEqual([]);
  });

  it("keeps every {placeholder}", () => {
    const broken = [...english].filter(([key, value]) => placeholders(value).join() !== placeholders(telugu.get(key) ?? "").join());
    expect(broken).toEqual([]);
  });

  it("writes Telugu in Telugu script", () => {
    const noTelugu = [...telugu].filter(([key, value]) => !/[\u0C00-\u0C7F]/.test(value) && !SAME_IN_BOTH.has(key) && !LATIN_IN_TELUGU.has(key));
    expect(noTelugu).toEqual([]);
  });
});

describe("the group's address", () => {
  it("names each place once, in both languages", () => {
    for (const address of [groupFirstVersion.headOffice.address.en, groupFirstVersion.headOffice.address.te]) {
      const parts = address.split(",").map((part) => part.trim().replace(/ \d+$/, ""));
      expect(new Set(parts).size, address).toBe(parts.length);
      // "SriNagar Colony Main Road, SriNagar Colony": a place inside another part
      const places = parts.map((part) => part.replace(/ (Main Road|మెయిన్ రోడ్)$/, ""));
      expect(new Set(places).size, address).toBe(places.length);
    }
  });
});

describe("per-school content", () => {
  interface Pair {
    en: string;
    te: string;
  }
  const isPair = (v: unknown): v is Pair =>
    typeof v === "object" && v !== null && Object.keys(v).sort().join() === "en,te";
  function pairs(node: unknown, path: string): Array<[string, Pair]> {
    if (isPair(node)) return [[path, node]];
    if (typeof node !== "object" || node === null) return [];
    return Object.entries(node).flatMap(([key, value]) => pairs(value, `${path}.${key}`));
  }

  it("has Telugu for every English text of schools 1-6 and the defaults", () => {
    const all = [...Object.entries(schoolContents).flatMap(([id, c]) => pairs(c, `school${id}`)), ...pairs(DEFAULT_SCHOOL_CONTENT, "defaults")];
    expect(all.length).toBeGreaterThan(200);
    const missing = all.filter(([, pair]) => pair.te.trim() === "" || pair.te === pair.en || !/[\u0C00-\u0C7F]/.test(pair.te));
    expect(missing.map(([path]) => path)).toEqual([]);
  });
});
