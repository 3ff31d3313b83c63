// The access record's rows as the page shows them, written out once on the server in the
// viewer's language (the page hydrates with the same words): when (India's clock, as the
// inbox writes it), who, what, an export's filter and size, and a link to the request.
import { formatDate, formatInstant } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { formatNumber, plural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { AccessEntry, RecordedAction } from "./access-record.server.ts";
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { requestName, statusLabel } from "../shell/request-words.ts";
import { groupDocumentPaths, schoolPagePaths, STAFF_PATHS } from "../shell/staff-paths.ts";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { schoolIdOf, type ContentKey, type GroupDocumentKey } from "#app/content/store/content-keys.ts";

export interface AccessLine {
  key: string;
  when: string;
  who: string;
  what: string;
  /** An export's filter and size; a published page's version. */
  detail?: string;
  /** What the line is about, to open: the request (by its kind and number), or a school page's versions. */
  link?: { label: string; href: string; column: "request" | "page" };
}

const ACTION_WORDS = {
  opened: "opened",
  resume: "resume",
  export: "export",
  "person-export": "personExport",
  erasure: "erasure",
  purge: "purge",
  correction: "correction",
  publish: "publish",
  restore: "restore",
  "document-upload": "documentUpload",
  "document-remove": "documentRemove",
  "photo-delete": "photoDelete",
} as const satisfies Record<RecordedAction, string>;

export function accessLines(entries: AccessEntry[], lang: Language): AccessLine[] {
  const m = catalogues[lang];
  const t = m.staff.access;
  return entries.map((entry) => ({
    key: entry.key,
    when: formatInstant(entry.at, lang),
    who: entry.accountId === null ? t.retentionPurge : entry.email,
    what: t.actions[ACTION_WORDS[entry.action]],
    detail:
      entry.action === "export"
        ? `${plural(t.rows, entry.rowCount ?? 0, lang)} · ${fillTemplate(t.filter, { filter: filterWords(entry.filter ?? {}, lang) })}`
        : entry.action === "person-export" && entry.rowCount !== null
          ? plural(t.requests, entry.rowCount, lang)
          : entry.counts
            ? erasureWords(entry, lang)
            : entry.content
              ? contentWords(entry.content, lang)
              : entry.schoolDocument
                ? fillTemplate(t.content.document, { school: getSchoolContent(entry.schoolDocument.schoolId)?.name[lang] ?? String(entry.schoolDocument.schoolId), title: entry.schoolDocument.title })
                : entry.photo
                  ? fillTemplate(t.content.photo, { library: libraryName(entry.photo.scope, lang), alt: entry.photo.alt })
                  : undefined,
    link:
      entry.requestKind && entry.requestId !== null
        ? {
            label: requestName(m.staff, entry.requestKind, entry.requestId),
            href: localizedPath(requestPath(entry.requestKind, entry.requestId), lang),
            column: "request" as const,
          }
        : entry.content
          ? contentLink(entry.content.key, lang)
          : entry.schoolDocument
            ? { label: t.content.documents, href: localizedPath(schoolPagePaths(entry.schoolDocument.schoolId).documents, lang), column: "page" as const }
            : entry.photo
              ? { label: t.content.photos, href: libraryHref(entry.photo.scope, lang), column: "page" as const }
              : undefined,
  }));
}

/** A photo library by its scope: a school's (by its name as published now) or the group's pages'. */
function libraryName(scope: string, lang: Language): string {
  const id = schoolIdOf(scope as ContentKey);
  return id === undefined ? catalogues[lang].staff.access.content.group : (getSchoolContent(id)?.name[lang] ?? scope);
}

/** A library's page, as a group admin (the only reader of the whole record) opens it. */
function libraryHref(scope: string, lang: Language): string {
  const id = schoolIdOf(scope as ContentKey);
  const code = id === undefined ? "group" : SCHOOL_CODES.find((candidate) => SCHOOL_ID_BY_CODE[candidate] === id);
  return `${localizedPath(STAFF_PATHS.photos, lang)}${code ? `?scope=${code}` : ""}`;
}

/** A published version: its page (the school's name as published now) and number, and the one it brought back. */
function contentWords(content: NonNullable<AccessEntry["content"]>, lang: Language): string {
  const t = catalogues[lang].staff.access.content;
  const id = schoolIdOf(content.key as ContentKey);
  const page = id === undefined ? t[content.key as GroupDocumentKey] : (getSchoolContent(id)?.name[lang] ?? content.key);
  const params = { page, version: formatNumber(content.version) };
  return content.restoredFrom === null ? fillTemplate(t.version, params) : fillTemplate(t.restored, { ...params, from: formatNumber(content.restoredFrom) });
}

function contentLink(key: string, lang: Language): AccessLine["link"] {
  const id = schoolIdOf(key as ContentKey);
  const history = id === undefined ? groupDocumentPaths(key as GroupDocumentKey).history : schoolPagePaths(id).history;
  return { label: catalogues[lang].staff.access.content.link, href: localizedPath(history, lang), column: "page" };
}

/** What an erasure, purge or correction touched: requests per kind, a correction's field; never a value. */
function erasureWords(entry: AccessEntry, lang: Language): string {
  const m = catalogues[lang];
  const t = m.staff.access;
  // In the inbox's order of kinds (jsonb keeps its keys in an order of its own).
  const list = REQUEST_KINDS.flatMap((kind) => (entry.counts?.[kind] ? [`${m.staff.inbox.kinds[kind]} ${formatNumber(entry.counts[kind])}`] : [])).join(", ");
  const field = entry.field as keyof typeof t.fields | null;
  return field && t.fields[field] ? fillTemplate(t.corrected, { field: t.fields[field], list }) : fillTemplate(t.deleted, { list });
}

/** An inbox export's filter in words; a search says only that there was one, never its words. */
function filterWords(filter: Record<string, string | boolean>, lang: Language): string {
  const m = catalogues[lang];
  const t = m.staff.access;
  const f = m.staff.inbox.filters;
  const label = (words: Record<string, string>, value: string | boolean) => words[String(value)] ?? String(value);
  const kind = REQUEST_KINDS.find((known) => known === filter.kind);
  const parts = Object.entries(filter).flatMap(([name, value]): string[] => {
    switch (name) {
      case "kind":
        return [`${f.kind}: ${label(m.staff.inbox.kinds, value)}`];
      case "school":
        return [`${f.school}: ${label(m.common.options.schools, value)}`];
      case "status":
        return [`${f.status}: ${statusLabel(m.staff.inbox, String(value), kind)}`];
      case "from":
      case "to":
        return [`${f[name]}: ${formatDate(String(value), lang, { weekday: false })}`];
      case "overdueOnly":
        return value ? [t.overdueOnly] : [];
      case "search":
        return [t.searched];
      default:
        return [];
    }
  });
  return parts.length > 0 ? parts.join("; ") : t.everything;
}
