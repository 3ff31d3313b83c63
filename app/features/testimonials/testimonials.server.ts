import { asc } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { testimonials } from "#database/schema.ts";

export type Testimonial = typeof testimonials.$inferSelect;

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.id));
}
