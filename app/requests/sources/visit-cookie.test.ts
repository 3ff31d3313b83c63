import { describe, expect, it } from "vitest";
import { TOUCH_LIMITS, type Touch } from "./touch.ts";
import { decodeTouches, encodeTouches, touchesFromCookies, visitCookie } from "./visit-cookie.ts";

const first: Touch = { source: "newspaper", medium: "print", campaign: "june-2027", referrerHost: "", landingPage: "/", day: "2027-06-01" };
const last: Touch = { source: "m.facebook.com", medium: "referral", campaign: "", referrerHost: "m.facebook.com", landingPage: "/school/3", day: "2027-06-05" };

describe("the visit cookie", () => {
  it("holds the two touches and reads them back", () => {
    const value = encodeTouches({ first, last });
    expect(value).toBe("newspaper|print|june-2027||/|2027-06-01!m.facebook.com|referral||m.facebook.com|/school/3|2027-06-05");
    expect(decodeTouches(value)).toEqual({ first, last });
    expect(touchesFromCookies(`lang=te; vs=${value}; sid=x`)).toEqual({ first, last });
  });

  it("is HttpOnly, SameSite=Lax, for the whole site and 30 days; Secure over HTTPS", () => {
    const cookie = visitCookie({ first, last }, false);
    expect(cookie).toMatch(/^vs=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(visitCookie({ first, last }, true)).toMatch(/; Secure$/);
  });

  it("carries a campaign named in Telugu in ASCII and reads it back", () => {
    const telugu: Touch = { ...first, source: "ఈనాడు", medium: "పత్రిక", campaign: "సంక్రాంతి-ప్రవేశాలు" };
    const cookie = visitCookie({ first: telugu, last }, true);
    expect(cookie).toMatch(/^[\x21-\x7e ]+$/);
    expect(touchesFromCookies(cookie.split(";")[0])).toEqual({ first: telugu, last });
  });

  it("stays under 3.5 KB at its longest, all in Telugu (a browser keeps 4 KB)", () => {
    const telugu: Touch = {
      source: "తె".repeat(TOUCH_LIMITS.source / 2),
      medium: "తె".repeat(TOUCH_LIMITS.medium / 2),
      campaign: "తె".repeat(TOUCH_LIMITS.campaign / 2),
      referrerHost: "h".repeat(TOUCH_LIMITS.referrerHost),
      landingPage: "/".repeat(TOUCH_LIMITS.landingPage),
      day: "2027-06-01",
    };
    expect(visitCookie({ first: telugu, last: telugu }, true).length).toBeLessThan(3500);
    expect(decodeTouches(encodeTouches({ first: telugu, last: telugu }))).toEqual({ first: telugu, last: telugu });
  });

  it("stays well under 1 KB at its longest in ASCII", () => {
    const longest: Touch = {
      source: "s".repeat(TOUCH_LIMITS.source),
      medium: "m".repeat(TOUCH_LIMITS.medium),
      campaign: "c".repeat(TOUCH_LIMITS.campaign),
      referrerHost: "h".repeat(TOUCH_LIMITS.referrerHost),
      landingPage: "/".repeat(TOUCH_LIMITS.landingPage),
      day: "2027-06-01",
    };
    const cookie = visitCookie({ first: longest, last: longest }, true);
    expect(cookie.length).toBeLessThan(700);
    expect(decodeTouches(encodeTouches({ first: longest, last: longest }))).toBeDefined();
  });

  it("is no cookie at all when malformed or tampered with", () => {
    const good = encodeTouches({ first, last });
    for (const value of [
      "",
      "garbage",
      good.split("!")[0] ?? "",
      `${good}!${good}`,
      good.replace("newspaper", "News Paper"),
      good.replace("newspaper", "<script>"),
      good.replace("2027-06-01", "2027-02-30"),
      good.replace("newspaper|", ""),
      good.replace("newspaper", ""),
      good.replace("june-2027", "x".repeat(200)),
      "%00%FF|||||!",
      good.replace("newspaper", "%E0%B0"), // half a letter
      good.replace("newspaper", "%3Cscript%3E"),
      "x".repeat(5000),
    ]) {
      expect(decodeTouches(value), value.slice(0, 40)).toBeUndefined();
    }
    expect(touchesFromCookies(undefined)).toBeUndefined();
    expect(touchesFromCookies("vsx=1; avs=2")).toBeUndefined();
  });
});
