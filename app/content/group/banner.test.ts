// The group's banner runs from its start to its end date in India, both days included,
// whatever the server's clock zone; the root loader's facts carry it only on those days.
import { afterEach, describe, expect, it } from "vitest";
import { groupFirstVersion } from "./first-version.ts";
import { bannerShown, publicGroupFacts, setPublishedGroup } from "./index.ts";
import type { Banner } from "./types.ts";

const banner: Banner = {
  text: { en: "Admissions for 2027–2028 are open.", te: "2027–2028 ప్రవేశాలు ప్రారంభమయ్యాయి." },
  link: "/schedule-visit",
  start: "2026-12-01",
  end: "2026-12-03",
};

describe("the group's banner", () => {
  afterEach(() => setPublishedGroup(undefined));

  it.each([
    ["2026-11-30T18:29:59.999Z", false], // 23:59:59 on November 30th in India
    ["2026-11-30T18:30:00.000Z", true], // midnight of December 1st in India, still November 30th in UTC
    ["2026-12-02T12:00:00.000Z", true],
    ["2026-12-03T18:29:59.999Z", true], // the last second of its end date in India
    ["2026-12-03T18:30:00.000Z", false],
  ])("at %s is shown: %s", (instant, shown) => {
    expect(bannerShown(banner, new Date(instant))).toBe(shown);
  });

  it("comes with the page's facts only on its days", () => {
    setPublishedGroup(() => ({ ...groupFirstVersion, banner }));
    expect(publicGroupFacts(new Date("2026-12-02T06:00:00.000Z")).banner).toEqual(banner);
    expect(publicGroupFacts(new Date("2026-12-04T06:00:00.000Z")).banner).toBeNull();
    expect(publicGroupFacts(new Date("2026-12-02T06:00:00.000Z"))).not.toHaveProperty("admissions");
  });

  it("is none in the first version", () => {
    expect(groupFirstVersion.banner).toBeNull();
    expect(publicGroupFacts().banner).toBeNull();
  });
});
