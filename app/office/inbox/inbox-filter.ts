// What the office narrows the inbox to, shared by the server's queries and the page's filters.
import type { EnquiryStatus, SchoolCode, SubmissionStatus } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";

/** What the office narrows the list to (all optional). */
export interface InboxFilter {
  kind?: RequestKind;
  school?: SchoolCode;
  status?: SubmissionStatus;
  /** Only requests still new after 24 hours. */
  overdueOnly?: boolean;
  /** A name, a phone number (any spacing, with or without +91) or an e-mail address. */
  search?: string;
  /** Received on or after this day in India (YYYY-MM-DD). */
  from?: string;
  /** Received on or before this day in India (YYYY-MM-DD). */
  to?: string;
  /** Enquiries that got at least this far in their pipeline, wherever they are now (the insights' funnel). */
  reached?: FunnelStep;
  /** Requests whose last touch came from this source (a utm_source, a referring site, "direct"). */
  source?: string;
  /** ... and this campaign ("" is a campaign too: none). */
  campaign?: string;
  /** Visits and tours by the day they were booked for (the insights' visits table), and what became of them. */
  booked?: BookedFilter;
  /** The same family: requests sent with this phone number or this e-mail address (the detail page's list). */
  family?: { phone: string; email: string };
}

/**
 * An enquiry's steps, from arriving to an admission (issue 29's funnel): the database ranks
 * them the same way (request_pipeline_rank, drizzle/0016). "closed" is no step.
 */
export const FUNNEL_STEPS = ["new", "contacted", "visit_scheduled", "visited", "admitted"] as const satisfies readonly EnquiryStatus[];
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * What became of a visit or a tour booked for a day, as the insights count them (drizzle/0017):
 * booked (a place held, asked or confirmed), came (and the request got to "visited"), did not
 * come (a day gone by without that), cancelled.
 */
export const BOOKING_OUTCOMES = ["booked", "attended", "noShows", "cancelled"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** Bookings for the days from … to (India dates, both optional) that ended as `outcome` (none: any). */
export interface BookedFilter {
  outcome?: BookingOutcome;
  from?: string;
  to?: string;
}
