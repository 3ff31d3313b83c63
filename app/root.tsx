import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { DeferredToaster } from "#app/components/ui/deferred-toaster.tsx";
import { ScrollRestoration } from "#app/components/scroll-restoration.tsx";
import { I18nProvider } from "#app/i18n/i18n.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { catalogues } from "#app/i18n/translate.ts";
import { pickSections, SHELL_SECTIONS } from "#app/i18n/page-sections.ts";
import { languageCookieToSet, languagePrefix, resolveLanguage } from "#app/i18n/language.server.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { admissionsYear } from "#app/lib/admissions-year.server.ts";
import { publicGroupFacts } from "#app/content/group/index.ts";
import { getSchoolContent, schoolContents } from "#app/content/schools/index.ts";
import { GroupFactsProvider } from "#app/content/group/group-facts.tsx";
import { DEFAULT_RETENTION } from "#app/config/privacy.ts";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./routes/not-found.tsx";
import { staffRefusalOf } from "#app/office/shell/staff-refusal.ts";
import { later } from "#app/lib/later.tsx";
import { staffRefusalMeta } from "#app/office/shell/staff-meta.ts";
import { splitLanguagePrefix } from "#app/i18n/paths.ts";
import { FontPreloads, fontPreloadHeader } from "#app/lib/font-preloads.tsx";
import { Stylesheet } from "#app/lib/stylesheet.tsx";
import { stylesheetHref } from "./styles.ts";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const prefix = languagePrefix(request, params);
  const resolved = resolveLanguage(request, prefix);
  const lang = resolved?.lang ?? "en";
  const catalogue = catalogues[lang];
  // The shell's parts of the catalogue; the page's own come with its route (see page-sections.ts).
  const root: RootData = {
    lang,
    messages: pickSections(catalogue, SHELL_SECTIONS),
    ...(resolved ? {} : { notFound: pickSections(catalogue, ["notFound"]) }),
    // Worked out per request from today in India, not at start-up or on the phone.
    admissionsYear: admissionsYear(),
    // The forms' privacy notices say how long a request is kept (the environment may change it).
    retention: context.retention ?? DEFAULT_RETENTION,
    // The group's phones, e-mails, address… as published (the footer, the contact section).
    group: publicGroupFacts(),
    schools: Object.keys(schoolContents).map((key) => {
      const id = Number(key);
      return { id, name: (getSchoolContent(id) ?? schoolContents[id]!).shortName[lang] };
    }),
  };
  // Each response carries its own CSP nonce: no shared cache may keep a page (see
  // docs/decisions/0005-html-caching.md); the browser revalidates.
  const headers = new Headers({
    "Content-Language": lang,
    "Cache-Control": "private, no-cache",
    Link: fontPreloadHeader(lang),
  });
  // Unprefixed pages answer in the visitor's language: caches must keep them apart.
  if (resolved?.source !== "url") headers.set("Vary", "Cookie, Accept-Language");
  // Arriving on a Telugu URL is a choice of Telugu: keep it for the next pages.
  const address = new URL(request.url);
  const cookie = languageCookieToSet(resolved, request.headers.get("cookie"), address.protocol === "https:", address.pathname);
  if (cookie) headers.set("Set-Cookie", cookie);
  return data(root, { status: resolved ? 200 : 404, headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** A staff page the gate refused before any loader ran has only its refusal to name it. */
export function meta({ error }: Route.MetaArgs) {
  return staffRefusalMeta(error);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  // Without the root's data (an error before any loader ran), the address still says the language.
  const lang = data?.lang ?? splitLanguagePrefix(pathname).prefixed ?? "en";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Stylesheet href={stylesheetHref} />
        <FontPreloads lang={lang} />
        {data?.notFound ? (
          // The matched route's own head would describe a page that is not there.
          <>
            <title>{data.notFound.notFound.meta.title}</title>
            <meta name="description" content={data.notFound.notFound.meta.description} />
            <meta name="robots" content="noindex" />
          </>
        ) : (
          <Meta />
        )}
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider lang={data.lang} messages={data.messages} admissionsYear={data.admissionsYear}>
            <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
              {data.messages.common.skipToContent}
            </a>
            <GroupFactsProvider facts={data.group}>{children}</GroupFactsProvider>
            <DeferredToaster />
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Marks the page as interactive (the end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A path under an unknown language prefix (/xyz/about) is a page that does not exist.
  return loaderData.notFound ? <NotFoundPage text={loaderData.notFound} /> : <Outlet />;
}

/**
 * The office's frame around a staff page the gate refused before any loader ran: a chunk of
 * its own, which no public page loads with the root's modules (decision 0038).
 */
const StaffRefusal = later(() => import("#app/office/shell/staff-not-found.tsx").then((module) => module.StaffRefusal));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A staff page the gate refused before any loader ran: the office's frame says it.
  if (staffRefusalOf(error)) return <StaffRefusal error={error} framed={false} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page grid min-h-[60vh] content-center justify-items-start gap-4 py-20">
      <h1 className="text-3xl font-bold">{notFound ? "404 - Page Not Found" : "Something went wrong"}</h1>
      <p className="text-muted">
        {notFound ? "The page you are looking for does not exist." : "Please try again in a moment."}
      </p>
      <Link to="/" className="font-semibold text-ink-700 underline">
        Back to Home
      </Link>
    </main>
  );
}
