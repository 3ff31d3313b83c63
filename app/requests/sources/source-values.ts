// The source columns every request's row is stored with (issue 29, database/schema.ts
// sourceColumns): the last touch's source, medium, campaign, referring host and landing
// page, and the first touch's source, medium and campaign, from the `vs` cookie the
// request was sent with. Without a valid cookie the request is "direct", like a request
// the office types in. All eight columns always come, so every row of a kind has one
// shape (app/requests/store.server.ts writes rows of one shape together).
import { touchesOn } from "./touches.ts";
import { touchesFromCookies } from "./visit-cookie.ts";

export interface SourceValues {
  source: string;
  medium: string;
  campaign: string;
  firstSource: string;
  firstMedium: string;
  firstCampaign: string;
  referrerHost: string;
  landingPage: string;
}

/** The columns' own defaults. */
export const DIRECT: SourceValues = {
  source: "direct",
  medium: "",
  campaign: "",
  firstSource: "direct",
  firstMedium: "",
  firstCampaign: "",
  referrerHost: "",
  landingPage: "",
};

/** What a request sent with `cookieHeader` on `today` (India, YYYY-MM-DD) stores. */
export function sourceValuesOf(cookieHeader: string | null | undefined, today: string): SourceValues {
  const touches = touchesFromCookies(cookieHeader);
  if (!touches) return DIRECT;
  const { first, last } = touchesOn(touches, today);
  return {
    source: last.source,
    medium: last.medium,
    campaign: last.campaign,
    firstSource: first.source,
    firstMedium: first.medium,
    firstCampaign: first.campaign,
    referrerHost: last.referrerHost,
    landingPage: last.landingPage,
  };
}
