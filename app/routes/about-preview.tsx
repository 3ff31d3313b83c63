// /about-preview (spec 2): the current and a uniform About layout compared; not indexed.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { LayoutComparison } from "#app/features/about/layout-comparison.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/about-preview";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export function loader({ request, params }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["about"]).text };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = loaderData?.text.about.preview.meta;
  if (!root || !t) return [{ name: "robots", content: "noindex" }];
  return pageMeta({ title: t.title, description: t.description, path: "/about-preview", noindex: true, lang: root.lang, siteName: root.messages.common.siteName });
}

export default function AboutPreview({ loaderData: { text } }: Route.ComponentProps) {
  const t = text.about.preview;
  return (
    <PageShell>
      <section className="container-page section grid gap-10" aria-labelledby="preview-title">
        <div className="grid max-w-2xl gap-3">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="preview-title" className="text-3xl font-bold sm:text-4xl">
            {t.title}
          </h1>
          <p className="text-muted">{t.intro}</p>
        </div>
        <LayoutComparison text={text} />
        <Link to="/" className={buttonClass("outline", "md", "w-full sm:w-fit")}>
          <ArrowLeft aria-hidden className="size-5" />
          {t.backToHome}
        </Link>
      </section>
    </PageShell>
  );
}
