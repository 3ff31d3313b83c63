// Counts in words and numbers as the office reads them. The catalogue gives a count's
// forms ({ one, other }) and Intl.PluralRules picks the one the language wants ("1 hour",
// "1 గంట"; "5 hours", "5 గంటలు"); every number is written in Indian grouping (35,000;
// 1,00,000) with the same digits in both languages.
import type { Language } from "#app/config/enumerations.ts";
import { fillTemplate } from "./template.ts";

/** A message that says a count: `{count}` in it is the number, written out. */
export interface PluralForms {
  one: string;
  other: string;
}

/** Made once: a rule or a format costs far more to make than to use. */
const rules = {
  en: new Intl.PluralRules("en-IN"),
  te: new Intl.PluralRules("te-IN"),
} satisfies Record<Language, Intl.PluralRules>;
const indianGrouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** A number in Indian grouping, e.g. 35,000 and 1,00,000 (Western digits, as the site writes them in Telugu too). */
export function formatNumber(value: number): string {
  return indianGrouping.format(value);
}

/** The form for `count` in `lang`, its `{count}` filled with the number in Indian grouping, and any other `params`. */
export function plural(forms: PluralForms, count: number, lang: Language, params: Record<string, string | number> = {}): string {
  const form = rules[lang].select(count) === "one" ? forms.one : forms.other;
  return fillTemplate(form, { ...params, count: formatNumber(count) });
}
