// /about (spec 2): hero, mission, six trust reasons and a closing call to join.
import { PageShell } from "#app/layout/page-shell.tsx";
import { AboutHero } from "#app/features/about/about-hero.tsx";
import { JoinSection } from "#app/features/about/join-section.tsx";
import { MissionSection } from "#app/features/about/mission-section.tsx";
import { TrustReasons } from "#app/features/about/trust-reasons.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/about";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = root?.messages.about.meta;
  if (!t) return [];
  return pageMeta({ title: t.title, description: t.description, path: "/about", lang: root.lang, siteName: root.messages.common.siteName });
}

export default function About() {
  return (
    <PageShell>
      <AboutHero />
      <MissionSection />
      <TrustReasons />
      <JoinSection />
    </PageShell>
  );
}
