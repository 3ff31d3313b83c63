import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { admissionApplications } from "#database/schema.ts";
import { postgresErrorCode, storeSubmission, type StoredSubmission } from "#app/forms/store.server.ts";
import type { AdmissionApplication } from "./admission-schema.ts";

const FOREIGN_KEY_VIOLATION = "23503";

export type AdmissionResult = { ok: true; stored: StoredSubmission } | { ok: false; reason: "unknown-school" };

/** Stores an application for a school that exists; the foreign key guards the check. */
export async function submitAdmission(
  db: Database,
  values: Omit<AdmissionApplication, "language">,
  language: Language,
): Promise<AdmissionResult> {
  try {
    return { ok: true, stored: await storeSubmission(db, admissionApplications, values, language) };
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: "unknown-school" };
    throw error;
  }
}
