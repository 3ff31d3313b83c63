// Who is signed in to the staff area: the account as every staff query is scoped by it.
import type { SchoolCode } from "#app/config/enumerations.ts";

export type StaffRole = "admin" | "staff";

/** Who is signed in: what every staff query is scoped by. */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** The school whose records school staff see; null for a group admin. */
  schoolCode: SchoolCode | null;
}
