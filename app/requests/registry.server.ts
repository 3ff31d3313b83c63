// The one registry of the kinds of request (architecture: "Requests: one registry"). Each
// kind is an entry of its own in ./kinds/; its browser-safe facts (API path, retention)
// are in app/config/request-kinds.ts. A new kind is its entry here, its form and its
// migration (the table with the mail trigger of drizzle/0006): the type checker then names
// every catalogue text it lacks, and app/requests/registry.test.ts every other gap.
import type { z } from "zod";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type Language, type SchoolCode } from "#app/config/enumerations.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import type { PersonName } from "#app/i18n/person-name.ts";
import { admission } from "./kinds/admission.server.ts";
import { career } from "./kinds/career.server.ts";
import { contact } from "./kinds/contact.server.ts";
import { enrollment } from "./kinds/enrollment.server.ts";
import { tour } from "./kinds/tour.server.ts";
import { visit } from "./kinds/visit.server.ts";
import type { RequestKindEntry } from "./request-kind.ts";
import type { SubmissionTable } from "./store.server.ts";

export { REQUEST_KINDS, type RequestKind };

/** Every kind's entry, by kind: exactly the kinds of app/config/request-kinds.ts. */
export const REQUESTS = { tour, enrollment, contact, admission, visit, career } satisfies { [K in RequestKind]: { kind: K } };

/** A kind's stored row, as its table has it. */
export type RequestRow<K extends RequestKind = RequestKind> = (typeof REQUESTS)[K]["table"]["$inferSelect"];

/** An entry as code that works on any kind sees it (its own row and input types widened). */
export type AnyRequestKind = RequestKindEntry<RequestKind, SubmissionTable, z.ZodType<{ language?: Language }>, unknown>;

/** The entry of a kind, for code that treats every kind alike. */
export function requestOf(kind: RequestKind): AnyRequestKind {
  return REQUESTS[kind] as unknown as AnyRequestKind;
}

/** Every entry, in the office's order. */
export const ALL_REQUESTS: readonly AnyRequestKind[] = REQUEST_KINDS.map(requestOf);

/** A column's value of a row, as text ("" for none). */
function text(row: RequestRow, column: string | null): string {
  if (!column) return "";
  const value = (row as Record<string, unknown>)[column];
  return value === null || value === undefined ? "" : String(value);
}

/** The school a row belongs to; null: the group's own (enrollment requests, career applications), or a school the site does not know. */
export function schoolOf(kind: RequestKind, row: RequestRow): SchoolCode | null {
  const school = requestOf(kind).school;
  if (!school) return null;
  if ("id" in school) {
    const id = (row as Record<string, unknown>)[school.id];
    return SCHOOL_CODES.find((code) => SCHOOL_ID_BY_CODE[code] === id) ?? null;
  }
  const code = text(row, school.code);
  return (SCHOOL_CODES as readonly string[]).includes(code) ? (code as SchoolCode) : null;
}

/** The phone and e-mail a row was sent with ("" where its form asks for none). */
export function contactOf(kind: RequestKind, row: RequestRow): { phone: string; email: string } {
  const entry = requestOf(kind);
  return { phone: text(row, entry.phone), email: text(row, entry.email) };
}

/** The name of the person who sent a row; null: its form asks for none (a tour booking). */
export function personOf(kind: RequestKind, row: RequestRow): PersonName | null {
  const name = requestOf(kind).name;
  if (!name) return null;
  if ("full" in name) return { full: text(row, name.full).trim() };
  return { given: text(row, name.given).trim(), family: text(row, name.family).trim() };
}
