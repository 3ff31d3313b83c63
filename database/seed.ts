// Idempotent seed: inserts the schools and testimonials that are missing, never
// overwrites a row that exists (an office may have edited it).
import { count, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { schools, testimonials } from "./schema.ts";
import { SCHOOL_SEEDS, TESTIMONIAL_SEEDS } from "./seed-data.ts";

export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schools).values(SCHOOL_SEEDS).onConflictDoNothing();
    await tx.insert(testimonials).values(TESTIMONIAL_SEEDS).onConflictDoNothing();
    // Rows were inserted with explicit ids: move the identity sequences past them.
    for (const table of ["schools", "testimonials"]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
  });
}

/** Seeds only a database that has no schools yet (used at start-up). */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schools);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
