// /school/{id}: the full page of schools 1-6, a simpler page for other schools the API
// knows, and 'School not found' (404) for anything else. Content is localized here, on
// the server, so the browser gets one language and no content module.
import { data } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { localize } from "#app/content/localize.ts";
import { defaultCrest, getSchoolContent } from "#app/content/schools/index.ts";
import { getSchool } from "#app/features/schools/schools.server.ts";
import { SchoolBrand } from "#app/features/schools/school-header.tsx";
import { SchoolLoading } from "#app/features/schools/school-loading.tsx";
import { SchoolPage } from "#app/features/schools/school-page.tsx";
import { HERO_PHOTO_BESIDE_TEXT, HERO_PHOTO_SIZES } from "#app/features/schools/school-hero.tsx";
import { photoPreload, preloadLinkHeader } from "#app/components/photo-picture.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { schoolJsonLd } from "#app/lib/structured-data.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/school";
import { reusablePage } from "#app/lib/reusable-page.ts";
import { later } from "#app/lib/later.tsx";

// A school that is not there, or whose page's content could not be read, is seldom asked
// for: those pages are not in the school page's first-load JS (app/lib/later.tsx).
const SchoolNotFound = later(() => import("#app/features/schools/school-not-found.tsx").then((module) => module.SchoolNotFound));
const SchoolFallback = later(() => import("#app/features/schools/school-fallback.tsx").then((module) => module.SchoolFallback));

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const { lang, text } = loadPageText(request, params, ["school", "admissionForm"]);
  const school = id === undefined ? undefined : await getSchool(context.db, id, lang);
  if (!school) return data({ kind: "missing" as const, text }, { status: 404 });
  const content = getSchoolContent(school.id);
  if (content) {
    // Its photo, if it has one, asked for with the fonts where it stands beside the text (photoPreload).
    const preload = content.hero.image ? photoPreload(content.hero.image, HERO_PHOTO_SIZES, HERO_PHOTO_BESIDE_TEXT) : undefined;
    const page = { kind: "full" as const, text, school, content: localize(content, lang), preload };
    return preload ? data(page, { headers: { Link: preloadLinkHeader(preload) } }) : data(page);
  }
  return data({ kind: "fallback" as const, text, school, crest: localize(defaultCrest, lang) });
}

/** The root's headers (the fonts' preloads among them), and this page's photo's preload after them. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const preload = loaderHeaders.get("Link");
  if (preload) headers.append("Link", preload);
  return headers;
}

export function meta({ matches, loaderData: loaded, params }: Route.MetaArgs) {
  const root = rootData(matches);
  if (!root || !loaded) return [];
  const m = loaded.text;
  const path = `/school/${params.id}`;
  const provider = root.messages.common.siteName;
  if (loaded.kind === "missing") {
    return pageMeta({
      title: fillTemplate(m.school.meta.notFoundTitle, { provider }),
      description: m.school.meta.notFoundDescription,
      path,
      noindex: true,
      lang: root.lang,
      siteName: provider,
    });
  }
  if (loaded.kind === "fallback") {
    return pageMeta({
      title: fillTemplate(m.school.meta.fallbackTitle, { school: loaded.school.name, provider }),
      description: loaded.school.description,
      path,
      lang: root.lang,
      siteName: provider,
    });
  }
  const { content } = loaded;
  return [
    ...pageMeta({
      title: fillTemplate(m.school.meta.title, { school: content.name, provider, place: content.place }),
      description: content.metaDescription,
      path,
      lang: root.lang,
      siteName: provider,
    }),
    { name: "keywords", content: content.keywords.join(", ") },
    ...(loaded.preload ? [{ tagName: "link", rel: "preload", as: "image", fetchPriority: "high", ...loaded.preload }] : []),
    schoolJsonLd(loaded.school, { phone: content.joinUs.phone, email: content.joinUs.email, town: content.town }, root.messages, root.lang),
  ];
}

export default function School({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  if (loaderData.kind === "missing") {
    return (
      <PageShell>
        <SchoolLoading />
        <SchoolNotFound text={text} />
      </PageShell>
    );
  }
  if (loaderData.kind === "fallback") {
    const { school, crest } = loaderData;
    return (
      <PageShell brand={<SchoolBrand id={school.id} name={school.name} crest={crest} />}>
        <SchoolLoading />
        <SchoolFallback
          text={text}
          name={school.name}
          description={school.description}
          location={school.location}
          established={school.established}
        />
      </PageShell>
    );
  }
  const { school, content } = loaderData;
  return (
    <PageShell brand={<SchoolBrand id={school.id} name={content.name} shortName={content.shortName} crest={content.crest} />}>
      <SchoolLoading />
      <SchoolPage text={text} content={content} established={school.established} />
    </PageShell>
  );
}
