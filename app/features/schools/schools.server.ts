import { asc, eq } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { schools } from "#database/schema.ts";

export type School = typeof schools.$inferSelect;

// async: a Drizzle query is only a thenable; callers (streamed loaders) need a Promise.
export async function listSchools(db: Database): Promise<School[]> {
  return db.select().from(schools).orderBy(asc(schools.id));
}

export async function getSchool(db: Database, id: number): Promise<School | undefined> {
  const [school] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return school;
}
