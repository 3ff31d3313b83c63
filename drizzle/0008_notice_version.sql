-- Which privacy notice the visitor was shown (issue 18, app/config/privacy.ts): written with
-- every new submission; rows stored before the first notice keep null.
ALTER TABLE "tour_requests" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "notice_version" text;
