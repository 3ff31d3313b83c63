import { describe, expect, it } from "vitest";
import { cleanTouchValue, referrerHostOf, TOUCH_LIMITS, touchOf, type Arrival } from "./touch.ts";

const arrival = (query: string, referer?: string, path = "/"): Arrival => ({
  query: new URLSearchParams(query),
  referer,
  ownHost: "www.vidyanjalischools.in",
  path,
  day: "2027-06-10",
});

describe("a touch", () => {
  it("is the campaign's tags, with the page landed on and the day", () => {
    expect(touchOf(arrival("utm_source=Newspaper&utm_medium=print&utm_campaign=June 2027", undefined, "/school/3"))).toEqual({
      source: "newspaper",
      medium: "print",
      campaign: "june-2027",
      referrerHost: "",
      landingPage: "/school/3",
      day: "2027-06-10",
    });
  });

  it("is another site's link as a referral, by the site's host alone", () => {
    const touch = touchOf(arrival("", "https://m.facebook.com/groups/parents/posts/123?ref=share&name=ravi#x"));
    expect(touch).toMatchObject({ source: "m.facebook.com", medium: "referral", campaign: "", referrerHost: "m.facebook.com" });
    expect(JSON.stringify(touch)).not.toMatch(/groups|ref=|ravi/);
  });

  it("keeps the referring host beside a campaign's tags, and names it the source when the tags do not", () => {
    expect(touchOf(arrival("utm_source=whatsapp", "https://web.whatsapp.com/"))).toMatchObject({ source: "whatsapp", medium: "", referrerHost: "web.whatsapp.com" });
    expect(touchOf(arrival("utm_campaign=admissions", "https://www.google.com/"))).toMatchObject({ source: "google.com", campaign: "admissions" });
    expect(touchOf(arrival("utm_campaign=admissions"))).toMatchObject({ source: "direct", campaign: "admissions" });
  });

  it("is not made by our own pages' links, nor by a visit without tags or referrer", () => {
    expect(touchOf(arrival("", "https://www.vidyanjalischools.in/about"))).toBeUndefined();
    expect(touchOf(arrival("", "http://vidyanjalischools.in/"))).toBeUndefined();
    expect(touchOf(arrival(""))).toBeUndefined();
    expect(touchOf(arrival("page=2&fbclid=abc"))).toBeUndefined();
  });

  it("ignores referrers that are no web page", () => {
    for (const referer of ["android-app://com.google.android.gm/", "not a url", "file:///etc/passwd", ""]) {
      expect(referrerHostOf(referer, "example.org")).toBe("");
    }
  });

  it("keeps values short and of safe characters", () => {
    const long = "x".repeat(5000);
    const touch = touchOf(arrival(`utm_source=${long}&utm_medium=a;b,c"d\\e|f!g&utm_campaign=${long}`, undefined, `/${long}`));
    expect(touch?.source).toHaveLength(TOUCH_LIMITS.source);
    expect(touch?.campaign).toHaveLength(TOUCH_LIMITS.campaign);
    expect(touch?.landingPage).toHaveLength(TOUCH_LIMITS.landingPage);
    expect(touch?.medium).toBe("abcdefg");
    expect(cleanTouchValue("source", "  Face Book+Ads ")).toBe("face-book-ads");
    // A campaign named in Telugu keeps its letters and vowel signs; a host or a path keeps none.
    expect(cleanTouchValue("campaign", " సంక్రాంతి ప్రవేశాలు 2027 ")).toBe("సంక్రాంతి-ప్రవేశాలు-2027");
    expect(cleanTouchValue("campaign", "త".repeat(500))).toBe("త".repeat(TOUCH_LIMITS.campaign));
    expect(cleanTouchValue("referrerHost", "తెలుగు.example")).toBe(".example");
    expect(cleanTouchValue("landingPage", "/తెలుగు")).toBe("/");
  });
});
