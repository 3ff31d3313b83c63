// The group's facts as a group admin's edits are read (issue 28): today's facts pass as
// they are; a phone or e-mail is refused by the forms' own rules, a social link anywhere
// but on its own network's https site, a banner whose last day is before its first, each
// problem named by its field.
import { describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { groupDocumentSchema, withGroupEdits } from "./group-document.ts";

/** The first version as a form would post it (every value a text). */
const posted = () => ({
  ...groupFirstVersion,
  social: { facebook: "", instagram: "", youtube: "", x: "", linkedin: "", ...groupFirstVersion.social },
  admissions: { opensInMonth: String(groupFirstVersion.admissions.opensInMonth), yearOverride: "" },
  banner: { text: { en: "", te: "" }, link: "", start: "", end: "" },
});

const problems = (input: unknown) => {
  const parsed = groupDocumentSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the group's document as edited", () => {
  it("takes today's facts as they are", () => {
    const parsed = groupDocumentSchema.parse(posted());
    expect(withGroupEdits(groupFirstVersion, parsed)).toEqual(groupFirstVersion);
  });

  it("refuses a bad phone, e-mail or social link, each by its field", () => {
    const input = posted();
    input.phone = "12345";
    input.grievanceOfficer = { ...input.grievanceOfficer, email: "not an address" };
    input.social = { ...input.social, facebook: "https://www.facebook.com.evil.example/page", instagram: "http://www.instagram.com/group", x: "https://www.youtube.com/@group" };
    expect(problems(input)).toEqual({
      phone: "validation.phoneMin",
      "grievanceOfficer.email": "validation.email",
      "social.facebook": "staffContent.problems.social",
      "social.instagram": "staffContent.problems.social",
      "social.x": "staffContent.problems.social",
    });
  });

  it("leaves out a social network left empty", () => {
    const input = posted();
    input.social = { ...input.social, linkedin: "" };
    expect(withGroupEdits(groupFirstVersion, groupDocumentSchema.parse(input)).social).not.toHaveProperty("linkedin");
  });

  it("reads the month 1-12 and a year override of two consecutive years", () => {
    const input = posted();
    input.admissions = { opensInMonth: "3", yearOverride: "2027-2028" };
    expect(groupDocumentSchema.parse(input).admissions).toEqual({ opensInMonth: 3, yearOverride: "2027–2028" });
    input.admissions = { opensInMonth: "13", yearOverride: "2027–2029" };
    expect(problems(input)).toEqual({ "admissions.opensInMonth": "staffContent.problems.month", "admissions.yearOverride": "staffContent.problems.yearOverride" });
  });

  it("takes a banner with its dates in order and a link on this site or https, and refuses others", () => {
    const input = posted();
    const text = { en: "Sports day on Saturday.", te: "శనివారం క్రీడా దినోత్సవం." };
    input.banner = { text, link: "/schedule-visit", start: "2026-12-01", end: "2026-12-01" };
    expect(groupDocumentSchema.parse(input).banner).toEqual({ text, link: "/schedule-visit", start: "2026-12-01", end: "2026-12-01" });
    input.banner = { text, link: "//elsewhere.example", start: "2026-12-02", end: "2026-12-01" };
    expect(problems(input)).toEqual({ "banner.link": "staffContent.problems.bannerLink" });
    input.banner = { text, link: "javascript:alert(1)", start: "2026-12-02", end: "2026-12-01" };
    expect(problems(input)).toEqual({ "banner.link": "staffContent.problems.bannerLink" });
    input.banner = { text, link: "", start: "2026-12-02", end: "2026-12-01" };
    expect(problems(input)).toEqual({ "banner.end": "staffContent.problems.dateOrder" });
    input.banner = { text: { en: "x".repeat(201), te: "" }, link: "", start: "2026-12-01", end: "2026-12-01" };
    expect(problems(input)).toEqual({ "banner.text.en": "staffContent.problems.tooLong" });
  });
});
