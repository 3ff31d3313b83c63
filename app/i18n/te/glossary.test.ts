// One term for one thing: every Telugu string the site shows follows app/i18n/te/GLOSSARY.md.
// The glossary's table is the only list: each row's `never` column holds the forbidden
// variants, separated by " / ". Telugu variants match anywhere in a word (so suffixed forms
// are caught too); Latin ones (TC, CCTV, STEM ...) only as whole words, case-sensitive, and
// never inside a web or e-mail address.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { DEFAULT_SCHOOL_CONTENT } from "#app/content/schools/defaults.ts";
import { schoolContents } from "#app/content/schools/index.ts";
import { testimonialsFirstVersion } from "#app/content/testimonials/first-version.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { SCHOOL_SEEDS_TE } from "#database/seed-data-te.ts";

interface GlossaryRow {
  term: string;
  use: string;
  never: string[];
}

/** The rows of the glossary's `| term | use | never | why |` table. */
function parseGlossary(markdown: string): GlossaryRow[] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split("|")
      .map((cell) => cell.trim());
  const lines = markdown.split("\n").filter((line) => line.trim().startsWith("|"));
  const header = lines.findIndex((line) => {
    const names = cells(line).map((cell) => cell.toLowerCase());
    return ["term", "use", "never"].every((name) => names.includes(name));
  });
  if (header === -1) return [];
  const names = cells(lines[header] ?? "").map((cell) => cell.toLowerCase());
  const column = (name: string) => names.indexOf(name);
  return lines
    .slice(header + 1)
    .map(cells)
    .filter((row) => !row.every((cell) => /^:?-+:?$/.test(cell)))
    .map((row) => ({
      term: row[column("term")] ?? "",
      use: row[column("use")] ?? "",
      never: (row[column("never")] ?? "")
        .split(" / ")
        .map((variant) => variant.trim())
        .filter(Boolean),
    }));
}

const JOINERS = /[\u200c\u200d]/g;
const LATIN = /^[A-Za-z][A-Za-z0-9 .+-]*$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Web and e-mail addresses: a Latin variant inside them is not a use of the term. */
const ADDRESSES = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Whether `text` contains the forbidden `variant`. */
function contains(text: string, variant: string): boolean {
  if (LATIN.test(variant)) {
    const word = new RegExp(`(?<![A-Za-z0-9])${escape(variant)}(?![A-Za-z0-9])`);
    return word.test(text.replace(ADDRESSES, " "));
  }
  return text.replace(JOINERS, "").includes(variant.replace(JOINERS, ""));
}

function leaves(node: unknown, path: string): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
}

const isPair = (node: unknown): node is { en: string; te: string } =>
  typeof node === "object" && node !== null && Object.keys(node).sort().join() === "en,te";

/** The `te` side of every `{ en, te }` pair under `node`. */
function teluguOfPairs(node: unknown, path: string): Array<[string, string]> {
  if (isPair(node)) return [[path, node.te]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => teluguOfPairs(value, `${path}.${key}`));
}

/** Every Telugu string the site shows, by where it lives. */
const teluguStrings: Array<[string, string]> = [
  ...leaves(te, "te"),
  ...Object.entries(schoolContents).flatMap(([id, content]) => teluguOfPairs(content, `school${id}`)),
  ...teluguOfPairs(DEFAULT_SCHOOL_CONTENT, "defaults"),
  ...leaves(SCHOOL_SEEDS_TE, "seed.schools"),
  ...teluguOfPairs(testimonialsFirstVersion, "testimonials"),
  ...teluguOfPairs(site, "site"),
  ...teluguOfPairs(groupFirstVersion, "group"),
];

const glossary = parseGlossary(readFileSync(new URL("./GLOSSARY.md", import.meta.url), "utf8"));

describe("Telugu glossary (app/i18n/te/GLOSSARY.md)", () => {
  it("parses to a real table: many rows, each with a chosen form and forbidden variants", () => {
    expect(glossary.length).toBeGreaterThanOrEqual(15);
    const incomplete = glossary.filter((row) => !row.term || !row.use || row.never.length === 0);
    expect(incomplete).toEqual([]);
  });

  it("never forbids a form it tells us to use", () => {
    const clashes = glossary.flatMap((row) =>
      glossary.flatMap((other) => other.never.filter((variant) => contains(row.use, variant)).map((variant) => `${row.term}: ${variant}`)),
    );
    expect(clashes).toEqual([]);
  });

  it("reads every Telugu text of the site", () => {
    expect(teluguStrings.length).toBeGreaterThan(900);
    expect(teluguStrings.map(([path]) => path)).toEqual(expect.arrayContaining(["te.common.siteName", "school6.joinUs.text", "defaults.joinUs.text", "seed.schools.1.description", "site.legalName", "group.headOffice.address"]));
  });

  it("reads the office's words too: the staff pages, a person's data, the access record and the e-mails", () => {
    const paths = teluguStrings.map(([path]) => path);
    for (const catalogue of ["te.staff.", "te.staff.fields.", "te.staff.access.", "te.people.", "te.mail."]) {
      expect(paths.filter((path) => path.startsWith(catalogue)).length, catalogue).toBeGreaterThan(5);
    }
    // The office's words this table fixed stay fixed (copy, active, export, notes, a record).
    const office = teluguStrings.filter(([path]) => /^te\.(staff|people|mail)\./.test(path));
    for (const word of ["ప్రతి ఇవ్వ", "ప్రతి అడిగ", "చురుకు", "ఎగుమతి", "నోట్లు", "నమోదవు"]) {
      expect(glossary.some((row) => row.never.includes(word)), word).toBe(true);
      expect(office.filter(([, text]) => contains(text, word)).map(([path]) => path), word).toEqual([]);
    }
    expect(te.staff.accounts.active).toBe("వాడుకలో ఉంది");
  });

  it("finds no forbidden variant in any Telugu string", () => {
    const hits = teluguStrings.flatMap(([path, text]) =>
      glossary.flatMap((row) =>
        row.never.filter((variant) => contains(text, variant)).map((variant) => `${path}: "${variant}" (use ${row.use})`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it("glues no suffix to a {placeholder} (a joined suffix only suits names ending in ్)", () => {
    const glued = teluguStrings.filter(([, text]) => /\}\u200c|\u200c\{/.test(text)).map(([path]) => path);
    expect(glued).toEqual([]);
  });
});

/**
 * Whether a label is the public form's own voice: speaking to the visitor (you, your; మీ, మీకు,
 * మీరు and their cases) or as the school (us, we; మమ్మల్ని, మాకు), not of the visitor.
 */
function formsVoice(label: string): boolean {
  if (/\b(you|your|yours|yourself|us|we|our)\b/i.test(label)) return true;
  return label
    .replace(JOINERS, "")
    .split(/[\s/()\-–,.:;]+/)
    .some((word) => /^మీ(కు|రు|ది|తో|ను|లో|రే|కే|వి)?$/.test(word) || /^(మమ్మల్ని|మాకు)$/.test(word));
}

describe("the office's field labels (staff.fields)", () => {
  it("speak of the visitor in the third person, in both languages, never in the public form's voice", () => {
    const all = [...leaves(en.staff.fields, "en.staff.fields"), ...leaves(te.staff.fields, "te.staff.fields")];
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter(([, label]) => formsVoice(label)).map(([path, label]) => `${path}: ${label}`)).toEqual([]);
  });

  it("can tell the public form's voice from the office's", () => {
    for (const label of ["మీకు అనుకూలమైన తేదీ", "మీ చిన్నారి తరగతి", "మమ్మల్ని అడగాలనుకునే ప్రశ్నలు", "Class of Your Child", "Questions for Us"]) {
      expect(formsVoice(label), label).toBe(true);
    }
    for (const label of ["కోరిన తేదీ", "తరగతి", "పాఠశాలకు ప్రశ్నలు", "Questions for the school", "మీటర్"]) expect(formsVoice(label), label).toBe(false);
  });
});
