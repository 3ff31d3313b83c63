// The group's facts' editor form (issue 28) without a server: today's facts go through it
// unchanged; every input is named in both languages; publishing asks for every fact but
// not for a banner left wholly empty, and for the whole banner once any of it is written.
import { describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { FormValues } from "./document-form.ts";
import { inputInList } from "./field-words.ts";
import { withGroupEdits } from "./group-document.ts";
import { groupForm } from "./group-form.ts";

const posted = (values: FormValues) => ({ get: (name: string) => values[name] ?? null, getAll: (name: string) => (values[name] === undefined ? [] : [values[name]]) });

describe("the group's facts' form", () => {
  it("takes today's facts as they are and gives them back unchanged", () => {
    const values = groupForm.values(groupFirstVersion);
    expect(values["admissions.opensInMonth"]).toBe("10");
    expect(values["headOffice.address.te"]).toBe(groupFirstVersion.headOffice.address.te);
    expect(values["banner.start"]).toBe("");
    const reading = groupForm.read(posted(values));
    expect(reading.ok, JSON.stringify(!reading.ok && reading.problems)).toBe(true);
    if (reading.ok) expect(withGroupEdits(groupFirstVersion, reading.edited)).toEqual(groupFirstVersion);
    expect(groupForm.missing(values)).toEqual([]);
  });

  it("names every input once, in both languages", () => {
    expect(new Set(groupForm.names).size).toBe(groupForm.names.length);
    for (const name of groupForm.names) {
      expect(inputInList(en.staffContent, groupForm, name)).not.toBe(name);
      expect(inputInList(te.staffContent, groupForm, name)).not.toBe(name);
    }
    expect(inputInList(en.staffContent, groupForm, "grievanceOfficer.name.te")).toBe("Grievance officer: Name (Telugu)");
    expect(inputInList(en.staffContent, groupForm, "banner.end")).toBe("Announcement banner: Last day");
  });

  it("asks for the whole banner once any of it is written, and for every fact", () => {
    const values = { ...groupForm.values(groupFirstVersion), "banner.text.en": "Sports day on Saturday.", whatsapp: "", "headOffice.cityName.te": "" };
    expect(groupForm.missing(values)).toEqual(["whatsapp", "headOffice.cityName.te", "banner.text.te", "banner.start", "banner.end"]);
    // A draft may leave a fact empty; a banner once started needs its days to be saved.
    const reading = groupForm.read(posted(values));
    expect(!reading.ok && reading.problems).toEqual({ "banner.start": { key: "staffContent.problems.date" }, "banner.end": { key: "staffContent.problems.date" } });
    const withoutBanner = groupForm.read(posted({ ...values, "banner.text.en": "" }));
    expect(withoutBanner.ok && withoutBanner.edited.whatsapp).toBe("");
  });

  it("reads a banner with its dates into the document", () => {
    const values = {
      ...groupForm.values(groupFirstVersion),
      "banner.text.en": "Sports day on Saturday.",
      "banner.text.te": "శనివారం క్రీడా దినోత్సవం.",
      "banner.link": "/schedule-visit",
      "banner.start": "2026-12-01",
      "banner.end": "2026-12-05",
      "admissions.opensInMonth": "1",
    };
    const reading = groupForm.read(posted(values));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const edited = withGroupEdits(groupFirstVersion, reading.edited);
    expect(edited.banner).toEqual({ text: { en: "Sports day on Saturday.", te: "శనివారం క్రీడా దినోత్సవం." }, link: "/schedule-visit", start: "2026-12-01", end: "2026-12-05" });
    expect(edited.admissions.opensInMonth).toBe(1);
    expect(groupForm.values(edited)["banner.end"]).toBe("2026-12-05");
  });
});
