import { describe, expect, it } from "vitest";
import { touchesAt } from "./touch-paths.ts";

describe("where a visit may be touched", () => {
  it("is the public pages, in both languages", () => {
    for (const path of ["/", "/te", "/about", "/school/3", "/te/schedule-visit", "/book-tour", "/careers", "/privacy"]) expect(touchesAt(path), path).toBe(true);
  });

  it("is never the staff area, the API, the assets, a family's link or a data request", () => {
    for (const path of [
      "/staff",
      "/staff/requests",
      "/te/staff",
      "/Staff/inbox",
      "/staff.data",
      "/api/contact",
      "/api",
      "/assets/entry-abc.js",
      "/r/token",
      "/te/r/token",
      "/R/token",
      "/about.data",
      "/_root.data",
      "/%73taff",
      "//staff",
      "/./staff",
      "/x/..\\staff",
    ]) {
      expect(touchesAt(path), path).toBe(false);
    }
  });
});
