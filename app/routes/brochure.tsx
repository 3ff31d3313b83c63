// /brochure (spec 2, 9): the printable brochure. The page comes with the school list and
// the first two testimonials in place; on client-side navigations they come as promises,
// so each list shows its own skeleton, error or empty state while the rest of the
// brochure is readable.
import { PageShell } from "#app/layout/page-shell.tsx";
import { BrochurePage } from "#app/features/brochure/brochure-page.tsx";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { pageLanguage } from "#app/i18n/language.server.ts";
import { publicTestimonials } from "#app/content/testimonials/index.ts";
import { alreadyThere, quiet, settledLists } from "#app/lib/list-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/brochure";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const lang = pageLanguage(request, params.lang);
  const lists = {
    schools: quiet(listSchools(context.db, lang)),
    testimonials: quiet(Promise.resolve(publicTestimonials(lang).slice(0, 2))),
  };
  return context.dataRequest ? lists : settledLists(lists);
}

/**
 * On client-side navigations the data comes in a request of its own. If that request
 * fails, React Router would replace the whole page with the root error boundary; instead
 * the brochure stays and each list shows its own error text (spec 2).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    const lists = await serverLoader();
    // Back or forward to it: the brochure waits for its lists (app/lib/list-data.ts).
    return alreadyThere(request) ? await settledLists(lists) : lists;
  } catch (error) {
    // Handled by each list's <Await errorElement>.
    const failed = quiet(Promise.reject(error instanceof Error ? error : new Error(String(error))));
    return { schools: failed, testimonials: failed };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  const t = matches[1].loaderData?.text.brochure.meta;
  if (!root || !t) return [];
  return pageMeta({ title: t.title, description: t.description, path: "/brochure", lang: root.lang, siteName: root.messages.common.siteName });
}

/** Its text comes with routes/brochure-text.tsx. */
export default function Brochure({ loaderData, matches }: Route.ComponentProps) {
  return (
    <PageShell>
      <BrochurePage text={matches[1].loaderData.text} schools={loaderData.schools} testimonials={loaderData.testimonials} />
    </PageShell>
  );
}
