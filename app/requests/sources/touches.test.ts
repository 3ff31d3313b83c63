import { describe, expect, it } from "vitest";
import type { Touch } from "./touch.ts";
import { touchesOn, withTouch } from "./touches.ts";

const touch = (source: string, day: string, more: Partial<Touch> = {}): Touch => ({
  source,
  medium: "print",
  campaign: "",
  referrerHost: "",
  landingPage: "/",
  day,
  ...more,
});

describe("the first and the last touch", () => {
  it("are both the one touch at first", () => {
    const only = touch("newspaper", "2027-06-01");
    expect(withTouch(undefined, only)).toEqual({ first: only, last: only });
  });

  it("keep the first while it is younger than 30 days, and always take the newest as the last", () => {
    const first = touch("newspaper", "2027-06-01");
    const later = withTouch({ first, last: first }, touch("whatsapp", "2027-06-30"));
    expect(later.first).toBe(first);
    expect(later.last.source).toBe("whatsapp");
    expect(withTouch(later, touch("google.com", "2027-06-30")).last.source).toBe("google.com");
  });

  it("replace a first touch 30 days old or more", () => {
    const first = touch("newspaper", "2027-06-01");
    expect(withTouch({ first, last: first }, touch("whatsapp", "2027-07-01")).first.source).toBe("whatsapp");
    // As counted when the request is sent, too.
    const kept = { first, last: touch("whatsapp", "2027-06-20") };
    expect(touchesOn(kept, "2027-06-30").first.source).toBe("newspaper");
    expect(touchesOn(kept, "2027-07-01").first.source).toBe("whatsapp");
  });

  it("do not believe a first touch from a day still to come", () => {
    const future = touch("newspaper", "2099-01-01");
    expect(withTouch({ first: future, last: future }, touch("whatsapp", "2027-06-01")).first.source).toBe("whatsapp");
  });

  it("keep the campaign when the same site's link arrives again that day without one (a redirect, a reload)", () => {
    const tagged = touch("facebook", "2027-06-01", { campaign: "admissions", referrerHost: "m.facebook.com", landingPage: "/contact" });
    const again = touch("m.facebook.com", "2027-06-01", { medium: "referral", referrerHost: "m.facebook.com" });
    expect(withTouch({ first: tagged, last: tagged }, again).last).toBe(tagged);
    expect(withTouch({ first: tagged, last: tagged }, { ...again, day: "2027-06-02" }).last).toEqual({ ...again, day: "2027-06-02" });
  });
});
