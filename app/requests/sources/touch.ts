// A touch: one arrival on the site that says where the visitor came from (issue 29): the
// campaign of its link (utm_source, utm_medium, utm_campaign) or, without one, the site
// whose link was followed. A visit that moves from page to page of our own site is no
// touch. Every value is cut down to safe characters and a bounded length: it goes into a
// cookie (./visit-cookie.ts) and from there into a stored request. A campaign may be named
// in Telugu (a Sankranti admissions drive on a Telugu paper's site): letters of any script
// are kept in the tags; a host and a path are ASCII.

export interface Touch {
  source: string;
  medium: string;
  campaign: string;
  /** The referring site's host, never its address: "" when there was none, or it was ours. */
  referrerHost: string;
  /** The path the visit landed on, without its query. */
  landingPage: string;
  /** The day in India it happened, YYYY-MM-DD. */
  day: string;
}

export type TouchField = Exclude<keyof Touch, "day">;

/** How long each value may be, in characters: two touches stay under 3.5 KB of cookie even all in Telugu (./visit-cookie.ts). */
export const TOUCH_LIMITS: Record<TouchField, number> = {
  source: 50,
  medium: 30,
  campaign: 60,
  referrerHost: 60,
  landingPage: 80,
};

/** The medium of a visit that followed another site's link without a campaign. */
export const REFERRAL = "referral";

/** What each field may hold besides `_ . ~ -`: a campaign's tags letters and digits of any script (with their vowel signs), a host ASCII, a path ASCII with "/". */
const UNSAFE: Record<TouchField, RegExp> = {
  source: /[^\p{L}\p{M}\p{Nd}_.~-]/gu,
  medium: /[^\p{L}\p{M}\p{Nd}_.~-]/gu,
  campaign: /[^\p{L}\p{M}\p{Nd}_.~-]/gu,
  referrerHost: /[^a-z0-9_.~-]/g,
  landingPage: /[^a-z0-9_.~/-]/g,
};

/**
 * `value` as it may be kept: trimmed, lower case, in one Unicode form (NFC), spaces as "-",
 * only the field's characters (UNSAFE), at most the field's length in characters.
 */
export function cleanTouchValue(field: TouchField, value: string | null | undefined): string {
  const kept = (value ?? "")
    .slice(0, 4 * TOUCH_LIMITS[field]) // a huge parameter is not worked through whole
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/[\s+]+/g, "-")
    .replace(UNSAFE[field], "");
  return Array.from(kept).slice(0, TOUCH_LIMITS[field]).join("");
}

/** One host with or without its "www.": the same site. */
const siteOf = (host: string) => host.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");

/** The host of the referring address when it is another site's web page; "" otherwise. */
export function referrerHostOf(referer: string | null | undefined, ownHost: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = siteOf(url.hostname);
  return host === "" || host === siteOf(ownHost) ? "" : cleanTouchValue("referrerHost", host);
}

export interface Arrival {
  /** The query of the address asked for. */
  query: URLSearchParams;
  /** The Referer header, if any. */
  referer: string | null | undefined;
  /** Our own host, as the request named it: a link from our own pages is no touch. */
  ownHost: string;
  /** The path asked for, without its query. */
  path: string;
  /** Today in India, YYYY-MM-DD. */
  day: string;
}

/**
 * The touch an arrival makes, if any: a campaign's tags name its source (else the referring
 * site, else "direct"), medium and campaign; without tags, another site's link makes that
 * site the source, as a referral.
 */
export function touchOf({ query, referer, ownHost, path, day }: Arrival): Touch | undefined {
  const referrerHost = referrerHostOf(referer, ownHost);
  const landingPage = cleanTouchValue("landingPage", path) || "/";
  const source = cleanTouchValue("source", query.get("utm_source"));
  const medium = cleanTouchValue("medium", query.get("utm_medium"));
  const campaign = cleanTouchValue("campaign", query.get("utm_campaign"));
  if (source || medium || campaign) return { source: source || referrerHost || "direct", medium, campaign, referrerHost, landingPage, day };
  if (referrerHost) return { source: referrerHost, medium: REFERRAL, campaign: "", referrerHost, landingPage, day };
  return undefined;
}
