ALTER TABLE "access_records" DROP CONSTRAINT "access_records_action";--> statement-breakpoint
ALTER TABLE "access_records" DROP CONSTRAINT "access_records_request";--> statement-breakpoint
ALTER TABLE "access_records" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_photo" CHECK (("access_records"."photo" is not null) = ("access_records"."action" = 'photo-delete'));--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_action" CHECK ("access_records"."action" in ('opened', 'resume', 'person-export', 'document-upload', 'document-remove', 'photo-delete'));--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_request" CHECK (("access_records"."request_kind" is null) = ("access_records"."request_id" is null) and ("access_records"."action" in ('person-export', 'document-upload', 'document-remove', 'photo-delete') or "access_records"."request_id" is not null));