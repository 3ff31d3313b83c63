// The privacy notice's facts that code needs (issue 18, decision 0019): its versions and
// how long each kind of request is kept. The words are in the catalogues (privacy,
// dataNotice); the grievance officer is in site.ts with the group's other contacts.

/**
 * Every version of the notice the site has shown, oldest first; the last is the one
 * shown now. A form sends the version it showed and the row keeps it, so a version
 * stays here for good once published: a page rendered before a change can still be
 * posted. Publish a new notice by adding its date (YYYY-MM-DD) at the end.
 */
export const NOTICE_VERSIONS = ["2026-11-24", "2026-11-26", "2026-11-27"] as const;
export type NoticeVersion = (typeof NOTICE_VERSIONS)[number];

/** The notice shown now; its date is the one the privacy page gives. */
export const NOTICE_VERSION: NoticeVersion = NOTICE_VERSIONS[NOTICE_VERSIONS.length - 1] ?? NOTICE_VERSIONS[0];

/** Months a request is kept after it arrives, per kind (the privacy page says them). */
export interface RetentionMonths {
  /** Tours, enrollment requests, contact messages and visits, unless they led to an admission. */
  enquiry: number;
  /** Admission applications. */
  admission: number;
  /** Career applications. */
  careers: number;
}

export const DEFAULT_RETENTION: RetentionMonths = { enquiry: 12, admission: 36, careers: 12 };

/** RETENTION_ENQUIRY_MONTHS, RETENTION_ADMISSION_MONTHS, RETENTION_CAREERS_MONTHS (server/env.ts parses them). */
type RetentionEnv = Partial<Record<"RETENTION_ENQUIRY_MONTHS" | "RETENTION_ADMISSION_MONTHS" | "RETENTION_CAREERS_MONTHS", number>>;

/** The periods from parsed environment values (unset: the default). */
export function retentionMonths(env: RetentionEnv): RetentionMonths {
  return {
    enquiry: env.RETENTION_ENQUIRY_MONTHS ?? DEFAULT_RETENTION.enquiry,
    admission: env.RETENTION_ADMISSION_MONTHS ?? DEFAULT_RETENTION.admission,
    careers: env.RETENTION_CAREERS_MONTHS ?? DEFAULT_RETENTION.careers,
  };
}
