// The home page (spec 2 "/"): the sections in the spec's order between the navigation
// bar and the footer of PageShell.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { pageLanguage } from "#app/i18n/language.server.ts";
import { publicTestimonials } from "#app/content/testimonials/index.ts";
import { HomeSections } from "#app/features/home/home-sections.tsx";
import type { SchoolSummary } from "#app/features/home/schools-showcase.tsx";
import type { TestimonialView } from "#app/features/home/testimonials.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { alreadyThere, quiet, settledLists } from "#app/lib/list-data.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { groupJsonLd } from "#app/lib/structured-data.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/home";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export function meta({ matches }: Route.MetaArgs) {
  const data = rootData(matches);
  const m = matches[1].loaderData?.text.home.meta;
  const tags = pageMeta({
    title: m?.title ?? "",
    // The year is the request's (app/lib/admissions-year.server.ts), not the catalogue's.
    description: fillTemplate(m?.description ?? "", { year: data?.admissionsYear ?? "" }),
    path: "/",
    lang: data?.lang,
    siteName: data?.messages.common.siteName,
  });
  return data ? [...tags, groupJsonLd(data.messages, data.lang, data.group)] : tags;
}

/** The page comes with both lists in place (app/lib/list-data.ts); its text comes with routes/home-text.tsx. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const lang = pageLanguage(request, params.lang);
  return settledLists({ schools: listSchools(context.db, lang), testimonials: Promise.resolve(publicTestimonials(lang)) });
}

/** The contact form posted by the browser itself (app/forms/page-forms.ts). */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "contact");
}

/**
 * Client-side navigations read the same lists from the JSON API (spec 7: GET
 * /api/schools and /api/testimonials feed the home page) without waiting, so the page
 * appears at once with its placeholders; back or forward to it, it waits for them
 * (alreadyThere, app/lib/list-data.ts).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lists = {
    schools: quiet(apiRequest<SchoolSummary[]>("GET", "/api/schools")),
    testimonials: quiet(apiRequest<TestimonialView[]>("GET", "/api/testimonials")),
  };
  return alreadyThere(request) ? settledLists(lists) : lists;
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  useKeepHashInView();
  const { text, booking } = matches[1].loaderData;
  return (
    <PageShell>
      <HomeSections text={text} booking={booking} schools={loaderData.schools} testimonials={loaderData.testimonials} />
    </PageShell>
  );
}

/**
 * Arriving at /#contact (or #admissions), the browser scrolls before the fonts have
 * loaded (or, after a client-side navigation, before the lists above have arrived), and
 * the section slides away. For a few seconds, while the page above it still changes
 * size, keep the section in view, unless the visitor scrolls on their own.
 */
function useKeepHashInView() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    const keep = () => target.scrollIntoView({ behavior: "instant", block: "start" });
    const observer = new ResizeObserver(keep);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchstart", stop);
      window.removeEventListener("keydown", stop);
    };
    window.addEventListener("wheel", stop, { passive: true });
    window.addEventListener("touchstart", stop, { passive: true });
    window.addEventListener("keydown", stop);
    void document.fonts.ready.then(keep);
    const timer = setTimeout(stop, 4000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [hash]);
}
