// The group's facts as its document holds them (issue 28, content key "group"): what group
// admins edit under /staff/content/group. The site's name and address on the web stay code
// (app/config/site.ts).
import type { Localized } from "../localized.ts";

export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "x", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface GroupFacts {
  phone: string;
  whatsapp: string;
  /** The admissions office's address (enquiries, the footer, the mails' reply-to). */
  email: string;
  careersEmail: string;
  /** The group's pages on social networks; a network without one is not shown. */
  social: Partial<Record<SocialNetwork, string>>;
  headOffice: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: "IN";
    /** The address as printed, in each language. */
    address: Localized;
    cityName: Localized;
  };
  /**
   * Whom a family or an applicant writes to about their details, named on the privacy
   * notice (/privacy): the grievance officer of India's DPDP Act 2023 (issue 18).
   */
  grievanceOfficer: { name: Localized; email: string; phone: string };
  /**
   * The month (1-12, India time) admissions open for the year that starts in June
   * (app/lib/admissions-year.server.ts); `yearOverride` ("2027–2028") pins the year shown.
   */
  admissions: { opensInMonth: number; yearOverride: string | null };
  /** A notice at the top of every public page from `start` to `end` (India dates, both included), or none. */
  banner: Banner | null;
}

export interface Banner {
  text: Localized;
  /** A path on this site ("/schedule-visit") or an https address; null: no link. */
  link: string | null;
  /** YYYY-MM-DD, India time. */
  start: string;
  end: string;
}

/**
 * What pages rendered in the browser too are given (the root loader's data): the facts
 * without the admissions settings, and the banner only on a day it is shown.
 */
export type PublicGroupFacts = Omit<GroupFacts, "admissions">;
