// /contact (spec 2) only leads to the home page's contact section. The server answers
// with a redirect; the component covers a client-side arrival the redirect missed. Its
// text is the home page's, from the layout route around both (routes/home-text.tsx).
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { redirect, useNavigate } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/contact";

export function loader({ params }: Route.LoaderArgs) {
  // /te/contact leads to the Telugu home page's contact section.
  return redirect(`${params.lang === "te" ? "/te" : "/"}#contact`);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = matches[1].loaderData?.text.home.contactRedirect.meta;
  if (!root || !t) return [];
  return pageMeta({ title: t.title, description: t.description, path: "/contact", lang: root.lang, siteName: root.messages.common.siteName });
}

export default function Contact({ matches }: Route.ComponentProps) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`${localizedPath("/", lang)}#contact`, { replace: true });
  }, [navigate, lang]);
  return (
    <PageShell>
      <section className="container-page section grid min-h-[50vh] place-content-center">
        <p role="status" className="flex items-center gap-3 text-lg text-muted">
          <LoaderCircle aria-hidden className="size-6 animate-spin text-ink-700 motion-reduce:animate-none" />
          {matches[1].loaderData.text.home.contactRedirect.text}
        </p>
      </section>
    </PageShell>
  );
}
