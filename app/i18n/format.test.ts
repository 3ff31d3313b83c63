import { describe, expect, it } from "vitest";
import { formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes a calendar date in the visitor's language, whatever the time zone", () => {
    expect(formatDate("2026-11-24", "en")).toBe("Tuesday, 24 November 2026");
    const telugu = formatDate("2026-11-24", "te");
    expect(telugu).toContain("నవంబర్");
    expect(telugu).toContain("24");
    expect(telugu).toContain("మంగళవారం");
  });

  it("leaves a value that is not a date as it is", () => {
    expect(formatDate("soon", "en")).toBe("soon");
  });
});
