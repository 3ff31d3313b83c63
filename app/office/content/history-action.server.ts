// A content document's versions as its history page loads them, and the roll-back posted
// there (issue 28), whichever document: answered with a redirect to the history, or 404
// when the version asked for is not there.
import { data, redirect } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import type { ContentKey } from "#app/content/store/content-keys.ts";
import type { EditedDocument } from "#app/content/store/publishing.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { rowId } from "#app/lib/row-id.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { pageVersions, restorePage } from "./content-editing.server.ts";
import type { ContentPage } from "./content-page.ts";

/** The versions, the live one's number, and the one `?version=` asks to compare. */
export async function historyOf<D, E>(db: Database, page: ContentPage<D, E>, key: ContentKey, opened: EditedDocument, request: Request, lang: Language) {
  const asked = new URL(request.url).searchParams.get("version");
  const { versions, comparison } = await pageVersions(db, page, key, opened, asked === null ? undefined : (rowId(asked) ?? 0), lang);
  return { live: opened.publishedVersion, versions, comparison };
}

export async function historyAction(request: Request, { db, member, key, history, lang }: { db: Database; member: StaffMember; key: ContentKey; history: string; lang: Language }) {
  const form = await request.formData().catch(() => null);
  const version = rowId(typeof form?.get("version") === "string" ? String(form.get("version")) : undefined);
  if (form?.get("intent") !== "restore" || version === undefined) throw data(null, { status: 400 });
  const restored = await restorePage(db, member, key, version);
  if (restored.done === "notThere") return data({ notThere: version }, { status: 404 });
  throw redirect(`${localizedPath(history, lang)}?restored=${version}&as=${restored.version}`);
}
