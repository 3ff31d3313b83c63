// The kinds of request in the office's inbox (one per submission table), shared by the
// server's queries and the page's filters.
import type { SchoolCode } from "#app/config/enumerations.ts";

export const REQUEST_KINDS = ["tour", "enrollment", "contact", "admission", "visit", "career"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** What the office narrows the list to (all optional). */
export interface InboxFilter {
  kind?: RequestKind;
  school?: SchoolCode;
  status?: string;
  /** Only requests still new after 24 hours. */
  overdueOnly?: boolean;
  /** A name, a phone number (any spacing, with or without +91) or an e-mail address. */
  search?: string;
}
