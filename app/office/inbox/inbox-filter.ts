// What the office narrows the inbox to, shared by the server's queries and the page's filters.
import type { SchoolCode, SubmissionStatus } from "#app/config/enumerations.ts";
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
  /** The same family: requests sent with this phone number or this e-mail address (the detail page's list). */
  family?: { phone: string; email: string };
}
