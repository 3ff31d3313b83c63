import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./detect.ts";

describe("Accept-Language", () => {
  it.each([
    [undefined, "en"],
    ["te", "te"],
    ["te-IN,te;q=0.9,en-US;q=0.8", "te"],
    ["en-IN,en;q=0.9,te;q=0.8", "en"],
    ["hi-IN,hi;q=0.9,te;q=0.5", "te"],
    ["fr;q=0.9,de", "en"],
    ["en;q=0.2,te;q=0.9", "te"],
    ["te;q=0", "en"],
  ])("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
