-- The words of the home page, the about page and the brochure as a content document (issue 28, app/content/copy).
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_key";--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_key" CHECK ("content_documents"."key" ~ '^(group|testimonials|copy|school:[1-9][0-9]*)$');