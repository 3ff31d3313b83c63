ALTER TABLE "admission_applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "first_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "first_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "first_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
-- How far the office has taken a request (issue 29), kept from its history: the first
-- office action on it other than assigning it (a status change, a note, a booking
-- confirmed, moved or cancelled) is its first response; a status change moves `reached`
-- on when the new status is further along its pipeline (enquiries: new, contacted,
-- visit_scheduled, visited, admitted; career applications: new, shortlisted,
-- interviewed, offered; "closed" is no step). Every writer of request_events is covered.
CREATE FUNCTION "request_pipeline_rank"(status text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_position(ARRAY['new', 'contacted', 'visit_scheduled', 'visited', 'admitted', 'shortlisted', 'interviewed', 'offered'], status), 0)
$$;--> statement-breakpoint
CREATE FUNCTION "note_request_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := CASE NEW."request_kind"
    WHEN 'tour' THEN 'tour_requests'
    WHEN 'enrollment' THEN 'enrollment_requests'
    WHEN 'contact' THEN 'contact_messages'
    WHEN 'admission' THEN 'admission_applications'
    WHEN 'visit' THEN 'visit_requests'
    WHEN 'career' THEN 'career_applications'
  END;
BEGIN
  IF target IS NULL OR NEW."account_id" IS NULL OR NEW."action" = 'assignee' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'UPDATE %I SET "first_response_at" = coalesce("first_response_at", $1),
       "reached" = CASE WHEN $2 AND request_pipeline_rank($3) > request_pipeline_rank("reached") THEN $3 ELSE "reached" END
     WHERE "id" = $4', target)
    USING NEW."created_at", NEW."action" = 'status', NEW."to_value", NEW."request_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_events_progress" AFTER INSERT ON "request_events" FOR EACH ROW EXECUTE FUNCTION "note_request_progress"();--> statement-breakpoint
UPDATE "tour_requests" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'tour' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'tour' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'tour' AND e."request_id" = r."id");--> statement-breakpoint
UPDATE "enrollment_requests" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'enrollment' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'enrollment' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'enrollment' AND e."request_id" = r."id");--> statement-breakpoint
UPDATE "contact_messages" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'contact' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'contact' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'contact' AND e."request_id" = r."id");--> statement-breakpoint
UPDATE "admission_applications" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'admission' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'admission' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'admission' AND e."request_id" = r."id");--> statement-breakpoint
UPDATE "visit_requests" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'visit' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'visit' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'visit' AND e."request_id" = r."id");--> statement-breakpoint
UPDATE "career_applications" AS r SET
  "first_response_at" = (SELECT min(e."created_at") FROM "request_events" e WHERE e."request_kind" = 'career' AND e."request_id" = r."id" AND e."account_id" IS NOT NULL AND e."action" <> 'assignee'),
  "reached" = (SELECT s FROM (SELECT 'new' AS s UNION ALL SELECT r."status" UNION ALL SELECT e."to_value" FROM "request_events" e WHERE e."request_kind" = 'career' AND e."request_id" = r."id" AND e."action" = 'status') AS steps ORDER BY request_pipeline_rank(s) DESC LIMIT 1)
  WHERE request_pipeline_rank(r."status") <> 1 OR EXISTS (SELECT 1 FROM "request_events" e WHERE e."request_kind" = 'career' AND e."request_id" = r."id");
