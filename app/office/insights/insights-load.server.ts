// What the insights page and its CSV download read (issue 29): the viewer's period and
// school from the address, and the figures the view is written from (insights-view.ts). A
// school's staff asking for another school's figures get the staff area's 404, as everywhere.
import type { Language, SchoolCode } from "#app/config/enumerations.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { chooseSchool } from "../bookings/school-choice.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { insightsPeriod, type InsightsPeriod } from "./insights-period.ts";
import type { ViewFigures } from "./insights-view.ts";
import { insightsFigures } from "./insights.server.ts";

export interface LoadedInsights {
  period: InsightsPeriod;
  /** A group admin's chosen school; a school's staff: theirs. */
  school?: SchoolCode;
  /** What the view is written from. */
  input: ViewFigures;
}

export async function loadInsights(
  db: Database,
  member: StaffMember,
  url: URL,
  lang: Language,
  now = new Date(),
): Promise<LoadedInsights> {
  const choice = chooseSchool(member, url.searchParams.get("school"));
  if ("notFound" in choice) throw staffNotFound(lang);
  const school = "school" in choice ? choice.school : undefined;
  const period = insightsPeriod(url.searchParams, todayInIndia(now));
  // A school's staff see their school's figures whether or not the address names it.
  const chosen = member.role === "admin" ? school : undefined;
  const figures = await insightsFigures(db, { member, period, now, ...(chosen ? { school: chosen } : {}) });
  return { period, ...(school ? { school } : {}), input: { figures, period, now, ...(chosen ? { school: chosen } : {}) } };
}
