import { describe, expect, it } from "vitest";
import { catalogues } from "./translate.ts";
import { formatNumber, plural } from "./plural.ts";

describe("plural", () => {
  const hours = { one: "waiting {count} hour", other: "waiting {count} hours" };
  const గంటలు = { one: "{count} గంటగా వేచి ఉంది", other: "{count} గంటలుగా వేచి ఉంది" };

  it("says one of a thing in the singular and any other count in the plural, in both languages", () => {
    expect(plural(hours, 1, "en")).toBe("waiting 1 hour");
    expect(plural(hours, 0, "en")).toBe("waiting 0 hours");
    expect(plural(hours, 2, "en")).toBe("waiting 2 hours");
    expect(plural(గంటలు, 1, "te")).toBe("1 గంటగా వేచి ఉంది");
    expect(plural(గంటలు, 0, "te")).toBe("0 గంటలుగా వేచి ఉంది");
    expect(plural(గంటలు, 23, "te")).toBe("23 గంటలుగా వేచి ఉంది");
  });

  it("writes the count in Indian grouping and fills the message's other placeholders", () => {
    const found = { one: "{count} request sent with {query}", other: "{count} requests sent with {query}" };
    expect(plural(found, 100000, "en", { query: "98765 43210" })).toBe("1,00,000 requests sent with 98765 43210");
    expect(plural(found, 1, "en", { query: "a@example.org", count: 7 })).toBe("1 request sent with a@example.org");
  });
});

describe("formatNumber", () => {
  it("groups digits the Indian way in both languages", () => {
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(35000)).toBe("35,000");
    expect(formatNumber(100000)).toBe("1,00,000");
    expect(formatNumber(12345678)).toBe("1,23,45,678");
  });
});

/** Every string of `node` whose message says a count, with whether it sits in a { one, other } pair. */
function counted(node: unknown, path: string, inForms = false): Array<[string, boolean]> {
  if (typeof node === "string") return /\{(count|hours|days|minutes|rows|requests)\}/.test(node) ? [[path, inForms]] : [];
  if (typeof node !== "object" || node === null) return [];
  const forms = Object.keys(node).sort().join() === "one,other";
  return Object.entries(node).flatMap(([key, value]) => counted(value, `${path}.${key}`, forms));
}

describe("the office's counts (staff pages, people, access record, e-mails)", () => {
  for (const lang of ["en", "te"] as const) {
    const m = catalogues[lang];
    const office = { staff: m.staff, people: m.people, mail: m.mail };

    it(`gives every count its plural forms, never one message for every number (${lang})`, () => {
      const found = counted(office, lang);
      expect(found.length).toBeGreaterThanOrEqual(8);
      expect(found.filter(([, inForms]) => !inForms).map(([path]) => path)).toEqual([]);
    });
  }

  it("never says one of a thing in the plural", () => {
    const te = catalogues.te;
    const en = catalogues.en;
    expect(plural(te.staff.inbox.waiting, 1, "te")).toBe("1 గంటగా వేచి ఉంది");
    expect(plural(te.staff.mail.tries, 1, "te")).not.toMatch(/సార్లు/);
    expect(plural(te.staff.mail.tries, 3, "te")).toBe("3 సార్లు ప్రయత్నించాం");
    expect(plural(en.staff.inbox.waiting, 1, "en")).toBe("waiting 1 hour");
    expect(plural(en.staff.access.rows, 1, "en")).toBe("1 row");
    expect(plural(en.staff.access.rows, 125000, "en")).toBe("1,25,000 rows");
    expect(plural(te.people.erase.warning, 1, "te")).toMatch(/^పైన ఉన్న అభ్యర్థన శాశ్వతంగా తొలగిపోతుంది/);
  });
});
