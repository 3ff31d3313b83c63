import { asc } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { testimonials } from "#database/schema.ts";

/** A testimonial as the API and the pages show it: its texts in one language. */
export type Testimonial = Omit<typeof testimonials.$inferSelect, "translations">;

export async function listTestimonials(db: Database, lang: Language = "en"): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.id));
  return rows.map(({ translations, ...testimonial }) => {
    const translated = lang === "en" ? undefined : translations[lang];
    return translated ? { ...testimonial, ...translated } : testimonial;
  });
}
