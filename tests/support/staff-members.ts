// Staff accounts for tests: added as `npm run staff:add` adds them, or the test stops with why not.
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import type { StaffMember } from "#app/office/sign-in/staff-member.ts";
import type { Database } from "#database/client.ts";

/** A group admin (no school) or a school's staff member, with a fictional password. */
export async function addTestMember(db: Database, email: string, role: "admin" | "staff", schoolCode?: string, password = "a long enough password"): Promise<StaffMember> {
  const added = await addAccount(db, { email, role, schoolCode, password });
  if (!added.ok) throw new Error(added.problem);
  return added.member;
}

/** The two accounts most staff tests need: a group admin and MAA School's staff. */
export async function addAdminAndMaaStaff(db: Database): Promise<{ admin: StaffMember; maa: StaffMember }> {
  return {
    admin: await addTestMember(db, "office@example.org", "admin"),
    maa: await addTestMember(db, "maa@example.org", "staff", "maa"),
  };
}
