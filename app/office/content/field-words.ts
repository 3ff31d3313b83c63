// How the editor names a field and an input in the staff member's language: beside the
// input ("Paragraph 2"), and in a list of them (what is missing, what another editor
// changed, what differs between two versions: "Message from the Principal: Paragraph 2
// (Telugu)"). One place, so every list and every label agree.
import type { PageText } from "#app/i18n/page-sections.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { DocumentForm, FieldSpec } from "./document-form.ts";

type Words = PageText<"staffContent">["staffContent"];

/** A field's own label, as beside its inputs. */
export function fieldLabel(words: Words, field: Pick<FieldSpec, "label" | "n">): string {
  return fillTemplate(words.fields[field.label], field.n === undefined ? {} : { n: field.n });
}

/** An input named in a list: its section, its field and, for a text, its language. */
export function inputInList(words: Words, form: Pick<DocumentForm<unknown>, "fieldOf">, name: string): string {
  const found = form.fieldOf(name);
  if (!found) return name;
  const params = { section: words.sections[found.section], field: fieldLabel(words, found.field) };
  return found.lang ? fillTemplate(words.fieldInLanguage, { ...params, language: words.languages[found.lang] }) : fillTemplate(words.fieldInList, params);
}

/** The id of an input's element, for a link from a list to it. */
export const inputId = (name: string) => `field-${name.replaceAll(".", "-")}`;
