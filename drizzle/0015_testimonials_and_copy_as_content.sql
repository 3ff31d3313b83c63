-- The testimonials and the words of the home page, the about page and the brochure are content
-- documents since issue 28 (decision 0031, app/content/testimonials, app/content/copy): the
-- testimonials table only ever held the seed, which that document's first version holds.
DROP TABLE "testimonials" CASCADE;--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_key";--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_key" CHECK ("content_documents"."key" ~ '^(group|testimonials|copy|school:[1-9][0-9]*)$');
