// A page route's own sections of the catalogue (app/i18n/page-sections.ts), in the
// language its request is answered in: what its loader sends as `text`.
import { languagePrefix, pageLanguage } from "./language.server.ts";
import { pickSections, type Section } from "./page-sections.ts";
import { catalogues } from "./translate.ts";

export function loadPageText<S extends Section>(
  request: Request,
  params: Readonly<Record<string, string | undefined>>,
  sections: readonly S[],
) {
  const lang = pageLanguage(request, languagePrefix(request, params));
  return { lang, text: pickSections(catalogues[lang], sections) };
}
