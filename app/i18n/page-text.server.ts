// A page route's own sections of the catalogue (app/i18n/page-sections.ts), in the
// language its request is answered in, with the words the office rewrote in place
// (app/content/copy): what its loader sends as `text`.
import { withEditedCopy } from "#app/content/copy/index.ts";
import { languagePrefix, pageLanguage } from "./language.server.ts";
import { pickSections, type Section } from "./page-sections.ts";
import { catalogues } from "./translate.ts";

export function loadPageText<S extends Section>(
  request: Request,
  params: Readonly<Record<string, string | undefined>>,
  sections: readonly S[],
) {
  const lang = pageLanguage(request, languagePrefix(request, params));
  // The words the group's office rewrote (issue 28) in place of the catalogue's.
  return { lang, text: withEditedCopy(pickSections(catalogues[lang], sections), lang) };
}
