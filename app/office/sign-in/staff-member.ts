// Who is signed in to the staff area: the account as every staff query is scoped by it.
import type { SchoolCode } from "#app/config/enumerations.ts";
import type { SignedIn } from "../shell/staff-shell.tsx";

export type StaffRole = "admin" | "staff";

/** Who is signed in: what every staff query is scoped by. */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** The school whose records school staff see; null for a group admin. */
  schoolCode: SchoolCode | null;
}

/** What the frame's header shows of the member. */
export function signedIn(member: StaffMember): SignedIn {
  return { email: member.email, groupAdmin: member.role === "admin" };
}
