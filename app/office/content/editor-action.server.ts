// A post to a content document's editor (issue 28), whichever document: save (and then
// the editor, the preview or the step before publishing), or publish what was reviewed.
// Each success is answered with a redirect (PRG); a refusal with the editor again (400,
// or 409 when someone else saved since).
import { data, redirect } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import type { ContentKey } from "#app/content/store/content-keys.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { publishPage, savePage } from "./content-editing.server.ts";
import type { ContentPage } from "./content-page.ts";
import type { EditorPaths } from "./content-editor-page.tsx";

export async function editorAction<D, E>(
  request: Request,
  { db, member, page, key, paths, lang }: { db: Database; member: StaffMember; page: ContentPage<D, E>; key: ContentKey; paths: Pick<EditorPaths, "editor" | "preview">; lang: Language },
) {
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const editor = localizedPath(paths.editor, lang);
  const intent = form.get("intent");
  if (intent === "save" || intent === "preview" || intent === "publish") {
    const outcome = await savePage(db, member, page, key, form, lang);
    if (outcome.done === "refused") return data(outcome, { status: 400 });
    if (outcome.done === "stale") return data(outcome, { status: 409 });
    if (intent === "preview") throw redirect(localizedPath(paths.preview, lang));
    if (intent === "publish") throw redirect(`${editor}?publish`);
    throw redirect(`${editor}?${outcome.done}`);
  }
  if (intent === "publish-confirmed") {
    const outcome = await publishPage(db, member, page, key, form, lang);
    if (outcome.done === "published") throw redirect(`${editor}?published=${outcome.version}`);
    if (outcome.done === "noDraft") throw redirect(`${editor}?publish`);
    return data(outcome, { status: outcome.done === "stale" ? 409 : 400 });
  }
  throw data(null, { status: 400 });
}
