// The pages' editable words on the server (issue 28, content key "copy"): the version
// group admins published, once the server has loaded it (`setPublishedCopy`,
// server/entry.ts), else the catalogues' own words (the first version). A page's text is
// its catalogue sections with these put in place (app/i18n/page-text.server.ts).
import type { Language } from "#app/config/enumerations.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { Localized } from "../localized.ts";
import { COPY_PATHS, pageOf, textAt } from "./editable-copy.ts";

/** The words by path, each in both languages, nested as the catalogue is ({ home: { hero: { promise: { en, te } } } }). */
export type CopyDocument = Record<string, unknown>;

/** The first version: the catalogues' words at every editable path. */
export const copyFirstVersion: CopyDocument = COPY_PATHS.reduce<CopyDocument>(
  (document, path) => setAt(document, path, { en: textAt(en, path) ?? "", te: textAt(te, path) ?? "" }),
  {},
);

const CATALOGUES = { en, te } as const;

let published: (() => CopyDocument | undefined) | undefined;

/** Where the published document is read from (server/entry.ts: the content in memory); undefined: the first version. */
export function setPublishedCopy(source: (() => CopyDocument | undefined) | undefined): void {
  published = source;
}

/** `tree` with `value` at `path`: the nodes on the way copied, the rest shared. */
export function setAt<T extends object>(tree: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  const node = tree as Record<string, unknown>;
  const child = node[head!];
  return {
    ...node,
    [head!]:
      rest.length === 0
        ? value
        : setAt(typeof child === "object" && child !== null ? child : {}, rest.join("."), value),
  } as T;
}

/** The page text `text` (catalogue sections in `lang`) with the published words (or `document`'s: a draft's) in place. */
export function withEditedCopy<T extends object>(
  text: T,
  lang: Language,
  document: CopyDocument | undefined = published?.(),
): T {
  if (!document) return text;
  let edited = text;
  for (const [path, written] of rewrittenIn(document, lang)) {
    if (pageOf(path) in text) edited = setAt(edited, path, written);
  }
  return edited;
}

/** Each document's texts that differ from the catalogue's, per language: worked out once, not on every page view. */
const rewritten = new WeakMap<CopyDocument, Partial<Record<Language, Array<[string, string]>>>>();

function rewrittenIn(document: CopyDocument, lang: Language): Array<[string, string]> {
  let byLanguage = rewritten.get(document);
  if (!byLanguage) rewritten.set(document, (byLanguage = {}));
  return (byLanguage[lang] ??= COPY_PATHS.flatMap((path): Array<[string, string]> => {
    const written = (textAt(document, `${path}.${lang}`) ?? "").trim();
    // A text left empty in a language keeps the catalogue's (publishing asks for both).
    return written !== "" && written !== textAt(CATALOGUES[lang], path) ? [[path, written]] : [];
  }));
}

export type { Localized };
