CREATE TABLE "content_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"published_version" integer NOT NULL,
	"draft" jsonb,
	"draft_revision" integer DEFAULT 0 NOT NULL,
	"draft_base" integer,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" integer,
	CONSTRAINT "content_documents_key" CHECK ("content_documents"."key" ~ '^(group|school:[1-9][0-9]*)$')
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"restored_from" integer,
	CONSTRAINT "content_versions_key_version_pk" PRIMARY KEY("key","version"),
	CONSTRAINT "content_versions_version" CHECK ("content_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "photo_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"photo_id" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "photo_files_format" CHECK ("photo_files"."format" in ('avif', 'webp', 'jpeg')),
	CONSTRAINT "photo_files_size" CHECK ("photo_files"."size" = octet_length("photo_files"."content") and "photo_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "photos_size" CHECK ("photos"."width" > 0 and "photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_draft_saved_by_staff_accounts_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_key_content_documents_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_staff_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_files_photo_idx" ON "photo_files" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "photos_scope_idx" ON "photos" USING btree ("scope","created_at");