// /privacy and /te/privacy (issue 18): the privacy notice in full, with the retention
// periods the server was started with.
import { DEFAULT_RETENTION } from "#app/config/privacy.ts";
import { PrivacyNotice } from "#app/features/privacy/privacy-notice.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { PageShell } from "#app/layout/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { reusablePage } from "#app/lib/reusable-page.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/privacy";

/** The same page for every visitor in a language (the periods are the server's): the server may reuse it. */
export const handle = reusablePage;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["privacy"]).text, retention: context.retention ?? DEFAULT_RETENTION };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = loaderData?.text.privacy.meta;
  if (!root || !t) return [];
  return pageMeta({ title: t.title, description: t.description, path: "/privacy", lang: root.lang, siteName: root.messages.common.siteName });
}

export default function Privacy({ loaderData: { text, retention } }: Route.ComponentProps) {
  return (
    <PageShell>
      <PrivacyNotice text={text} retention={retention} />
    </PageShell>
  );
}
