// Every field a visitor submitted, written out for a reader: an option's code as its label
// (a class as "1st Grade", a slot as "9:00 – 10:00 AM"), a school's code as its name, a date
// written out, all in the reader's language. The office reads each field under its own
// label (staff.fields: the request page, the printable page, the office's e-mail); the
// visitor's acknowledgement repeats the labels their form showed them. The fields and how
// each is shown are the kind's entry in the registry.
import type { Language } from "#app/config/enumerations.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatDate } from "#app/i18n/format.ts";
import { requestOf, schoolOf, type RequestKind, type RequestRow } from "./registry.server.ts";
import type { FieldShow } from "./request-kind.ts";
import type { RequestField } from "./request-field.ts";

export type { RequestField };

/** Who reads the fields: the office (its own labels) or the visitor (their form's). */
export type FieldReader = "office" | "visitor";

export function requestFields(kind: RequestKind, row: RequestRow, m: Messages, lang: Language, reader: FieldReader): RequestField[] {
  const entry = requestOf(kind);
  const school = schoolOf(kind, row);
  const labels = m.staff.fields[kind] as Record<string, string>;
  const fields = entry.fields.map((field): RequestField => {
    const stored = (row as Record<string, unknown>)[field.column];
    const value = written(field.show, stored === null || stored === undefined ? "" : String(stored), { m, lang, school });
    const type = typeof field.show === "string" && ["phone", "email", "long"].includes(field.show) ? (field.show as RequestField["type"]) : undefined;
    return { column: field.column, label: reader === "office" ? (labels[field.column] ?? field.column) : field.formLabel(m), value, ...(type ? { type } : {}) };
  });
  // The language the visitor used the site in: the office's to know, not the visitor's to be told.
  if (reader === "visitor") return fields;
  return [...fields, { label: m.staff.fields.language, value: m.staff.detail.languages[row.language === "te" ? "te" : "en"] }];
}

/** A stored value as its reader reads it; a code the lists do not know, as stored. */
function written(show: FieldShow, value: string, { m, lang, school }: { m: Messages; lang: Language; school: string | null }): string {
  if (value === "") return "";
  if (show === "date") return formatDate(value, lang);
  if (show === "school") return school ? m.common.options.schools[school as keyof Messages["common"]["options"]["schools"]] : value;
  if (typeof show === "object") return (m.common.options[show.options] as Record<string, string>)[value] ?? value;
  return value;
}
