// /about (spec 2): hero, mission, six trust reasons and a closing call to join.
import { PageShell } from "#app/layout/page-shell.tsx";
import { AboutHero } from "#app/features/about/about-hero.tsx";
import { JoinSection } from "#app/features/about/join-section.tsx";
import { MissionSection } from "#app/features/about/mission-section.tsx";
import { TrustReasons } from "#app/features/about/trust-reasons.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/about";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export function loader({ request, params }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["about"]).text };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = loaderData?.text.about.meta;
  if (!root || !t) return [];
  return pageMeta({ title: t.title, description: t.description, path: "/about", lang: root.lang, siteName: root.messages.common.siteName });
}

export default function About({ loaderData: { text } }: Route.ComponentProps) {
  return (
    <PageShell>
      <AboutHero text={text} />
      <MissionSection text={text} />
      <TrustReasons text={text} />
      <JoinSection text={text} />
    </PageShell>
  );
}
