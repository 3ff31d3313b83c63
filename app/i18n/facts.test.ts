// What the copy says about the schools must be true in both languages, and say it the same
// way: Nursery to Class 10 is thirteen years (Nursery, LKG, UKG, 1st to 10th), not "ten"
// and not "K-12" (the spec's 'K-12 Education' card stays as the spec has it, in English,
// with our own line under it); the school tour and the campus visit are not the same length
// (the visit keeps the spec's 60-90 minutes).
import { describe, expect, it } from "vitest";
import { en } from "./en/index.ts";
import { te } from "./te/index.ts";

function leaves(node: unknown, path: string): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
}

const english = leaves(en, "en");
const telugu = leaves(te, "te");

describe("the schools' facts in the copy", () => {
  it("never calls Nursery to Class 10 ten years", () => {
    expect(english.filter(([, text]) => /\bten[- ]years?\b|\bten-year\b/i.test(text)).map(([path]) => path)).toEqual([]);
    expect(telugu.filter(([, text]) => /పదేళ్ల|పదేళ్లు/.test(text)).map(([path]) => path)).toEqual([]);
    expect(en.home.difference.facts.grades.label).toContain("thirteen");
    expect(te.home.difference.facts.grades.label).toContain("పదమూడేళ్ల");
  });

  it("says K-12 only where the spec does, with what the schools teach under it", () => {
    expect(english.filter(([, text]) => /K-?12/.test(text)).map(([path]) => path)).toEqual(["en.school.fallback.programsValue"]);
    expect(telugu.filter(([, text]) => /K-?12/.test(text))).toEqual([]);
    expect(en.school.fallback.programsDetail).toBe("Nursery to Class 10");
    expect(te.school.fallback.programsDetail).toBe("నర్సరీ నుంచి 10వ తరగతి వరకు");
  });

  it("gives the school tour a length of its own, and the campus visit the spec's 60-90 minutes", () => {
    for (const text of [en.tourForm.description, te.tourForm.description, en.calendar.description.tour, te.calendar.description.tour]) {
      expect(text).not.toMatch(/60|90/);
      expect(text).toMatch(/45/);
    }
    expect(en.visit.info.duration.title).toMatch(/60-90 minute visit/);
    expect(te.visit.info.duration.title).toMatch(/60-90 నిమిషాల సందర్శన/);
    // Where the visit page gives its length, it calls the visit a visit (the spec's next steps keep their "personalised tour").
    for (const text of [en.visit.meta.description, en.visit.info.duration.title]) expect(text).not.toMatch(/\btours?\b/i);
  });
});
