-- The testimonials are a content document since issue 28 (decision 0031, app/content/testimonials):
-- the table only ever held the seed, which the document's first version holds.
DROP TABLE "testimonials" CASCADE;--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_key";--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_key" CHECK ("content_documents"."key" ~ '^(group|testimonials|school:[1-9][0-9]*)$');
