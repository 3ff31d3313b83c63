// The catch-all page: a friendly 404 with a way home and a way to see a school.
import { CalendarCheck, House } from "lucide-react";
import { data, Link } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { LostBookArt } from "#app/features/about/lost-book-art.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/not-found";

export function loader({ request, params }: Route.LoaderArgs) {
  return data({ text: loadPageText(request, params, ["notFound"]).text }, { status: 404 });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = loaderData?.text.notFound.meta;
  if (!root || !t) return [];
  return pageMeta({ title: t.title, description: t.description, path: location.pathname, noindex: true, lang: root.lang, siteName: root.messages.common.siteName });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage text={loaderData.text} />;
}

/** The page itself, also shown for a school that does not exist and under a prefix that is no language. */
export function NotFoundPage({ text }: { text: PageText<"notFound"> }) {
  const t = text.notFound;
  return (
    <PageShell>
      <section className="container-page section grid items-center gap-8 md:grid-cols-[1fr_1.2fr] md:gap-12" aria-labelledby="not-found-title">
        <LostBookArt title={t.imageAlt} className="mx-auto h-auto w-full max-w-64 md:order-last md:max-w-sm" />
        <div className="grid justify-items-start gap-4">
          <h1 id="not-found-title" className="text-3xl font-bold sm:text-4xl">
            {t.title}
          </h1>
          <p className="text-lg">{t.body}</p>
          <p className="text-muted">{t.hint}</p>
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/" className={buttonClass("primary", "lg")}>
              <House aria-hidden className="size-5" />
              {t.home}
            </Link>
            <Link to="/schedule-visit" className={buttonClass("outline", "lg")}>
              <CalendarCheck aria-hidden className="size-5" />
              {t.scheduleVisit}
            </Link>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
