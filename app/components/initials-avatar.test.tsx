// Initials are whole letters as a reader sees them: a Telugu name shows its first akshara
// with its vowel sign and conjunct, never a consonant cut from them; Latin names two
// capitals.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./initials-avatar.tsx";

const VIRAMA = "\u0C4D";
const startsWithMark = (text: string) => /^[\p{M}\u200C\u200D]/u.test(text);

// First letters that are conjuncts (శ్ర, క్ష, ప్ర, క్ష్మ) or carry a vowel sign (కి, మీ, సు).
const teluguNames = [
  "శ్రీనివాస్ రావు",
  "శ్రీనివాస్ గౌడ్",
  "క్షమ",
  "ప్రసాద్",
  "క్ష్మిత",
  "కిరణ్",
  "మీనా",
  "సుజాత",
  "లక్ష్మీ రెడ్డి",
  "శ్రావణి నాయుడు",
  "శంకర్",
  "స్వాతి",
];

describe("initialsOf", () => {
  it.each(teluguNames)("%s: the first akshara of the first name, whole", (name) => {
    const initials = initialsOf(name);
    const firstName = name.split(" ")[0] ?? "";
    expect(initials.length).toBeGreaterThan(0);
    expect(firstName.startsWith(initials)).toBe(true);
    expect(startsWithMark(initials)).toBe(false);
    expect(initials.endsWith(VIRAMA)).toBe(false);
    // What follows in the name starts a new letter: no vowel sign, virama or joiner was left behind.
    expect(startsWithMark(name.slice(initials.length))).toBe(false);
  });

  it.each([
    ["శ్రీనివాస్ రావు", "శ్రీ"],
    ["కిరణ్", "కి"],
    ["మీనా", "మీ"],
    ["సుజాత", "సు"],
    ["శంకర్", "శం"],
  ])("%s shows %s", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it.each([
    ["Lakshmi Reddy", "LR"],
    ["anita desai kumar", "AD"],
    ["  Ravi  ", "R"],
    ["K. Narasimha Reddy", "KN"],
  ])("%s: Latin names keep two capitals (%s)", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it("is empty for an empty name", () => {
    expect(initialsOf("  ")).toBe("");
  });
});

describe("Avatar", () => {
  it("draws the initials when there is no picture", () => {
    const html = renderToString(<Avatar name="శ్రీనివాస్ గౌడ్" />);
    expect(html).toMatch(/^<span aria-hidden="true" style="[^"]*" class="[^"]*rounded-full[^"]*">శ్రీ<\/span>$/);
  });
});
