// /r/<token> and /te/r/<token> (issue 27): a family's private page, the link in every e-mail
// they get about their request. In the request's own language (the address's /te, or the
// visitor's own choice of language on this site, else the language the request was sent
// in), with a link to the other. A token that opens nothing (wrong, malformed, expired,
// its request erased) gets one plain 404 page, the same for all; an address that keeps
// trying such links is refused for a while (link-guesses.server.ts). The server answers
// every /r/ address with no-store, no-referrer and noindex (server/request-link-area.ts),
// keeps it out of the page cache and out of the log.
import { data, redirect } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { site, telHref } from "#app/config/site.ts";
import { getGroupFacts } from "#app/content/group/index.ts";
import type { ClosedLinkPage } from "#app/features/request-link/request-link-view.ts";
import { ClosedLinkView, OpenLinkView } from "#app/features/request-link/request-link-page.tsx";
import { LANGUAGE_QUERY } from "#app/i18n/detect.ts";
import { languagePrefix, resolveLanguage } from "#app/i18n/language.server.ts";
import { pickSections } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { rootData } from "#app/lib/root-data.ts";
import { PageShell } from "#app/layout/page-shell.tsx";
import { LINK_GUESS_LIMIT, linkGuessesRefusedFor, recordLinkMiss } from "#app/requests/links/link-guesses.server.ts";
import { LINK_DAYS_AFTER_BOOKING, LINK_DAYS_AFTER_REQUEST, openLink, REQUEST_LINK_PREFIX, type OpenedLink } from "#app/requests/links/request-link.server.ts";
import { changeByLink, parseLinkChange, requestLinkPage } from "#app/requests/links/request-page.server.ts";
import type { Route } from "./+types/request-link";

const textOf = (lang: Language) => pickSections(catalogues[lang], ["requestLink"]);

/** The language the address asks for, and whether that is a choice (the /te prefix, the visitor's cookie) or a guess. */
function addressLanguage(request: Request, params: Route.LoaderArgs["params"]) {
  const resolved = resolveLanguage(request, languagePrefix(request, params));
  return { lang: resolved?.lang ?? "en", chosen: resolved?.source === "url" || resolved?.source === "cookie" };
}

/** The request's own language, unless the visitor chose one. */
function pageLanguage(address: { lang: Language; chosen: boolean }, opened: OpenedLink): Language {
  return address.chosen ? address.lang : opened.row.language === "te" ? "te" : "en";
}

/** The page's own address, in `lang` (the token as the link has it: openLink took only base64url). */
const linkPath = (token: string, lang: Language) => localizedPath(`${REQUEST_LINK_PREFIX}${token}`, lang);

function closedPage(state: ClosedLinkPage["state"], lang: Language, retryAfter = 0) {
  const page: ClosedLinkPage = {
    state,
    phone: getGroupFacts().phone,
    tel: telHref(getGroupFacts().phone),
    minutes: LINK_GUESS_LIMIT.windowMs / 60_000,
    bookingDays: LINK_DAYS_AFTER_BOOKING,
    requestDays: LINK_DAYS_AFTER_REQUEST,
  };
  return data(
    { text: textOf(lang), page },
    { status: state === "gone" ? 404 : 429, headers: retryAfter > 0 ? { "Retry-After": String(retryAfter) } : {} },
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const address = addressLanguage(request, params);
  const now = new Date();
  const refusedFor = await linkGuessesRefusedFor(context.db, context.clientAddress, now);
  if (refusedFor > 0) return closedPage("limited", address.lang, refusedFor);
  const opened = await openLink(context.db, params.token, now);
  if (!opened) {
    await recordLinkMiss(context.db, context.clientAddress, now);
    return closedPage("gone", address.lang);
  }
  const lang = pageLanguage(address, opened);
  const url = new URL(request.url);
  if (lang !== address.lang) {
    // The request's language, where the shell (the root's) guessed another: Telugu has an
    // address of its own; English is stored as the visitor's choice on the way (server/language-choice.ts).
    const search = new URLSearchParams(url.search);
    if (lang === "en") search.set(LANGUAGE_QUERY, "en");
    const query = search.toString();
    throw redirect(`${linkPath(params.token, lang)}${query ? `?${query}` : ""}`, 303);
  }
  const query = url.searchParams;
  const page = await requestLinkPage(
    context.db,
    opened,
    lang,
    { step: query.get("step"), date: query.get("date"), slot: query.get("slot"), done: query.get("done") },
    now,
  );
  return { text: textOf(lang), page };
}

/** A move or a cancellation, confirmed: done, then the page again with what it did (Post/Redirect/Get). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const address = addressLanguage(request, params);
  const now = new Date();
  if ((await linkGuessesRefusedFor(context.db, context.clientAddress, now)) > 0) return data({ refusal: undefined }, { status: 429 });
  const opened = await openLink(context.db, params.token, now);
  if (!opened) {
    // A page's post is answered with the page, whose loader counts the miss; a data request's
    // (a script's post) with this alone: counted here, or posts would be guesses for free.
    if (context.dataRequest) await recordLinkMiss(context.db, context.clientAddress, now);
    return data({ refusal: undefined }, { status: 404 });
  }
  const lang = pageLanguage(address, opened);
  const back = linkPath(params.token, address.lang);
  const change = parseLinkChange(await request.formData());
  if (!change) return redirect(back, 303);
  const outcome = await changeByLink(context.db, opened, change, lang, now);
  if (outcome.ok) return redirect(outcome.done ? `${back}?done=${outcome.done}` : back, 303);
  if (outcome.reason === "refused") return data({ refusal: outcome.message }, { status: 409 });
  return redirect(back, 303);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const group = rootData(matches)?.messages.common.siteName ?? site.name;
  const t = loaderData?.text.requestLink.meta;
  const state = loaderData?.page.state;
  const title = !t ? group : fillTemplate(state === "open" ? t.title : state === "limited" ? t.limited : t.gone, { group });
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

/**
 * The root's headers (its language cookie among them) and never a stored copy. The server
 * sets Cache-Control, Referrer-Policy and X-Robots-Tag on every /r/ answer before any route
 * runs (server/request-link-area.ts); this keeps the page's own rule if it is served otherwise.
 */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function RequestLink({ loaderData, actionData }: Route.ComponentProps) {
  const { text, page } = loaderData;
  if (page.state !== "open") return <ClosedLinkView text={text} page={page} />;
  // The page is about the family's request: the bar keeps its links, not Apply Now.
  return (
    <PageShell apply={false}>
      <OpenLinkView text={text} page={page} refusal={actionData?.refusal} />
    </PageShell>
  );
}
