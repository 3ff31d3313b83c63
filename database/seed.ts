// Idempotent seed: inserts the schools that are missing and never overwrites what an
// office may have edited; only fills in translations still empty. (The testimonials are a
// content document since issue 28: app/content/testimonials, seeded with the others.)
import { and, count, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { schools } from "./schema.ts";
import { SCHOOL_SEEDS } from "./seed-data.ts";
import { SCHOOL_SEEDS_TE } from "./seed-data-te.ts";

export async function seedDatabase(db: Database): Promise<void> {
  const schoolRows = SCHOOL_SEEDS.map((school) => ({
    ...school,
    translations: { te: SCHOOL_SEEDS_TE[school.id as keyof typeof SCHOOL_SEEDS_TE] },
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(schools)
      .values(schoolRows)
      .onConflictDoUpdate({
        target: schools.id,
        set: { translations: sql`excluded.translations` },
        setWhere: sql`${schools.translations} = '{}'::jsonb`,
      });
    // Rows were inserted with explicit ids: move the identity sequence past them.
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('schools', 'id'), greatest((select max(id) from schools), 1))`));
  });
}

/**
 * At start-up: seeds a database that has no schools yet, and gives seeded rows that
 * predate translations their Telugu texts.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schools);
  const [untranslated] = await db
    .select({ n: count() })
    .from(schools)
    .where(and(inArray(schools.id, SCHOOL_SEEDS.map((school) => school.id)), sql`${schools.translations} = '{}'::jsonb`));
  if ((row?.n ?? 0) > 0 && (untranslated?.n ?? 0) === 0) return false;
  await seedDatabase(db);
  return true;
}
