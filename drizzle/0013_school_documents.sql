CREATE TABLE "school_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"size" integer NOT NULL,
	"hash" text NOT NULL,
	"pages" integer,
	"position" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	CONSTRAINT "school_documents_category" CHECK ("school_documents"."category" in ('fees', 'affiliation', 'recognition', 'safety', 'results', 'staff', 'other')),
	CONSTRAINT "school_documents_size" CHECK ("school_documents"."size" = octet_length("school_documents"."content") and "school_documents"."size" > 0),
	CONSTRAINT "school_documents_hash" CHECK ("school_documents"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "access_records" DROP CONSTRAINT "access_records_action";--> statement-breakpoint
ALTER TABLE "access_records" DROP CONSTRAINT "access_records_request";--> statement-breakpoint
ALTER TABLE "access_records" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "school_documents" ADD CONSTRAINT "school_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_documents" ADD CONSTRAINT "school_documents_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_documents_school_idx" ON "school_documents" USING btree ("school_id","category","position");--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_document" CHECK (("access_records"."document" is not null) = ("access_records"."action" in ('document-upload', 'document-remove')));--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_action" CHECK ("access_records"."action" in ('opened', 'resume', 'person-export', 'document-upload', 'document-remove'));--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_request" CHECK (("access_records"."request_kind" is null) = ("access_records"."request_id" is null) and ("access_records"."action" in ('person-export', 'document-upload', 'document-remove') or "access_records"."request_id" is not null));