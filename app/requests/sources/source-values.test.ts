import { describe, expect, it } from "vitest";
import { DIRECT, sourceValuesOf } from "./source-values.ts";
import { encodeTouches } from "./visit-cookie.ts";

const cookie = encodeTouches({
  first: { source: "newspaper", medium: "print", campaign: "june-2027", referrerHost: "", landingPage: "/", day: "2027-06-01" },
  last: { source: "google.com", medium: "referral", campaign: "", referrerHost: "google.com", landingPage: "/school/3", day: "2027-06-20" },
});

describe("a request's source columns", () => {
  it("are the last touch's, with the first touch's source, medium and campaign", () => {
    expect(sourceValuesOf(`vs=${cookie}`, "2027-06-25")).toEqual({
      source: "google.com",
      medium: "referral",
      campaign: "",
      firstSource: "newspaper",
      firstMedium: "print",
      firstCampaign: "june-2027",
      referrerHost: "google.com",
      landingPage: "/school/3",
    });
  });

  it("take the last touch as the first once the first is 30 days old", () => {
    expect(sourceValuesOf(`vs=${cookie}`, "2027-07-01")).toMatchObject({ firstSource: "google.com", firstMedium: "referral", firstCampaign: "" });
  });

  it("are direct without a cookie, or with one that is not ours", () => {
    expect(sourceValuesOf(undefined, "2027-06-25")).toEqual(DIRECT);
    expect(sourceValuesOf("vs=tampered", "2027-06-25")).toEqual(DIRECT);
    expect(Object.keys(DIRECT)).toHaveLength(8);
  });
});
