CREATE TABLE "career_resumes" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_resumes_size" CHECK ("career_resumes"."size" = octet_length("career_resumes"."content") and "career_resumes"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "career_resumes" ADD CONSTRAINT "career_resumes_application_id_career_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- PDFs and Word files are compressed already: kept out of line as they are, not tried again.
ALTER TABLE "career_resumes" ALTER COLUMN "content" SET STORAGE EXTERNAL;
