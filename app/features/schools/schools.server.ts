import { asc, eq } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { schools } from "#database/schema.ts";

/** A school as the API and the pages show it: its texts in one language. */
export type School = Omit<typeof schools.$inferSelect, "translations">;

function inLanguage({ translations, ...school }: typeof schools.$inferSelect, lang: Language): School {
  const translated = lang === "en" ? undefined : translations[lang];
  return translated ? { ...school, ...translated } : school;
}

// async: a Drizzle query is only a thenable; callers (streamed loaders) need a Promise.
export async function listSchools(db: Database, lang: Language = "en"): Promise<School[]> {
  const rows = await db.select().from(schools).orderBy(asc(schools.id));
  return rows.map((row) => inLanguage(row, lang));
}

export async function getSchool(db: Database, id: number, lang: Language = "en"): Promise<School | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row && inLanguage(row, lang);
}
