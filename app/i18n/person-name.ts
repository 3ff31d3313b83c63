// One rule for a person's name, in both languages, wherever the site writes one (the
// office's inbox, a request's page, the people page, the e-mails): as the person typed it,
// given name first as the forms ask for it, surname after. A greeting in Telugu addresses
// the given name alone ("శ్రావణి గారికి నమస్కారం,"), as a Telugu letter does; in English the
// whole name ("Dear Sravani Konda,"). A name typed in one field is used whole.

/** Given and family names from two fields, or a whole name from one. */
export type PersonName = { given: string; family: string } | { full: string };

/** The whole name, given name first. */
export function fullName(name: PersonName): string {
  return ("full" in name ? name.full : `${name.given} ${name.family}`).replace(/\s+/g, " ").trim();
}

/** The name a letter greets. */
export function greetingName(name: PersonName, lang: "en" | "te"): string {
  if (lang === "te" && "given" in name && name.given.trim()) return name.given.trim();
  return fullName(name);
}
