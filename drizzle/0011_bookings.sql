CREATE TABLE "closed_dates" (
	"school" text NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "closed_dates_school_date_pk" PRIMARY KEY("school","date")
);
--> statement-breakpoint
CREATE TABLE "request_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_calendars" (
	"school" text PRIMARY KEY NOT NULL,
	"visit_capacity" jsonb NOT NULL,
	"tour_capacity" integer NOT NULL,
	"closed_weekdays" jsonb NOT NULL,
	"horizon_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "school_calendars_tour_capacity" CHECK ("school_calendars"."tour_capacity" between 0 and 1000),
	CONSTRAINT "school_calendars_horizon" CHECK ("school_calendars"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action";--> statement-breakpoint
ALTER TABLE "request_events" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "purpose" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "parent_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "booking" text DEFAULT 'asked' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "booking_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "booking" text DEFAULT 'asked' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "booking_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_calendars" ADD CONSTRAINT "school_calendars_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_links_request_idx" ON "request_links" USING btree ("request_kind","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_reminder_idx" ON "outbox_messages" USING btree ("request_kind","request_id") WHERE "outbox_messages"."purpose" = 'reminder' and "outbox_messages"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "request_events_family_idx" ON "request_events" USING btree ("created_at") WHERE "request_events"."account_id" is null;--> statement-breakpoint
CREATE INDEX "tour_requests_phone_digits_idx" ON "tour_requests" USING btree (regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "tour_requests_email_lower_idx" ON "tour_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tour_requests_places_idx" ON "tour_requests" USING btree ("school","date") WHERE "tour_requests"."booking" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "visit_requests_places_idx" ON "visit_requests" USING btree ("school","preferred_date","preferred_time") WHERE "visit_requests"."booking" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_purpose" CHECK ("outbox_messages"."purpose" in ('received', 'confirmed', 'moved', 'cancelled', 'reminder', 'family-change'));--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action" CHECK ("request_events"."action" in ('status', 'assignee', 'note', 'confirmed', 'moved', 'cancelled'));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_booking" CHECK ("tour_requests"."booking" in ('asked', 'confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_booking" CHECK ("visit_requests"."booking" in ('asked', 'confirmed', 'cancelled'));