CREATE TABLE "booking_day_figures" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"school" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_figures_day_kind_school_pk" PRIMARY KEY("day","kind","school")
);
--> statement-breakpoint
CREATE TABLE "request_day_figures" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"school" text NOT NULL,
	"step" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"in_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_day_figures_day_kind_school_step_pk" PRIMARY KEY("day","kind","school","step")
);
--> statement-breakpoint
CREATE TABLE "request_source_figures" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"school" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"visited" integer DEFAULT 0 NOT NULL,
	"admitted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_source_figures_day_kind_school_source_campaign_pk" PRIMARY KEY("day","kind","school","source","campaign")
);
--> statement-breakpoint
CREATE TABLE "response_hour_figures" (
	"day" date NOT NULL,
	"school" text NOT NULL,
	"hours" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_hour_figures_day_school_hours_pk" PRIMARY KEY("day","school","hours")
);
--> statement-breakpoint
CREATE TABLE "response_hour_weeks" (
	"week" date NOT NULL,
	"school" text NOT NULL,
	"hours" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_hour_weeks_week_school_hours_pk" PRIMARY KEY("week","school","hours")
);
--> statement-breakpoint
-- The office's figures kept as requests change (issue 29, decision 0036). Each statement
-- that inserts, updates or deletes requests takes its rows out of the figures as they were
-- and puts them back as they are (the transition tables), in the same transaction: the
-- figures are always the sums of the rows, on every instance, whoever writes.
CREATE TYPE "request_figure" AS (
  "day" date, "kind" text, "school" text, "source" text, "campaign" text, "step" integer,
  "answered" boolean, "in_time" boolean, "hours" integer, "visit_day" date, "booking" text, "sign" integer
);--> statement-breakpoint
-- A request's part in the figures, from its row as JSON (one function for the six tables).
CREATE FUNCTION "request_figure_of"(kind text, r jsonb, sign integer) RETURNS "request_figure" LANGUAGE sql STABLE AS $$
  SELECT ROW(
    ((r->>'created_at')::timestamptz AT TIME ZONE 'Asia/Kolkata')::date,
    kind,
    coalesce(r->>'school', (SELECT "code" FROM "schools" WHERE "id" = (r->>'school_id')::integer), ''),
    coalesce(r->>'source', 'direct'),
    coalesce(r->>'campaign', ''),
    CASE WHEN kind = 'career' THEN 0 ELSE greatest(request_pipeline_rank(r->>'status'), request_pipeline_rank(r->>'reached')) END,
    r->>'first_response_at' IS NOT NULL,
    coalesce((r->>'first_response_at')::timestamptz <= (r->>'created_at')::timestamptz + interval '24 hours', false),
    floor(extract(epoch FROM (r->>'first_response_at')::timestamptz - (r->>'created_at')::timestamptz) / 3600)::integer,
    CASE kind WHEN 'visit' THEN (r->>'preferred_date')::date WHEN 'tour' THEN (r->>'date')::date END,
    r->>'booking',
    sign
  )::"request_figure"
$$;--> statement-breakpoint
-- Adds signed parts to the figures, keys in order (two instances lock them alike).
CREATE FUNCTION "request_figures_add"(figures "request_figure"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "request_day_figures" AS f ("day", "kind", "school", "step", "requests", "answered", "in_time")
    SELECT "day", "kind", "school", "step", sum("sign"), sum(CASE WHEN "answered" THEN "sign" ELSE 0 END), sum(CASE WHEN "in_time" THEN "sign" ELSE 0 END)
    FROM unnest(figures) GROUP BY 1, 2, 3, 4
    HAVING sum("sign") <> 0 OR sum(CASE WHEN "answered" THEN "sign" ELSE 0 END) <> 0 OR sum(CASE WHEN "in_time" THEN "sign" ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "kind", "school", "step") DO UPDATE
    SET "requests" = f."requests" + excluded."requests", "answered" = f."answered" + excluded."answered", "in_time" = f."in_time" + excluded."in_time";
  INSERT INTO "request_source_figures" AS f ("day", "kind", "school", "source", "campaign", "requests", "visited", "admitted")
    SELECT "day", "kind", "school", "source", "campaign", sum("sign"), sum(CASE WHEN "step" >= 4 THEN "sign" ELSE 0 END), sum(CASE WHEN "step" >= 5 THEN "sign" ELSE 0 END)
    FROM unnest(figures) GROUP BY 1, 2, 3, 4, 5
    HAVING sum("sign") <> 0 OR sum(CASE WHEN "step" >= 4 THEN "sign" ELSE 0 END) <> 0 OR sum(CASE WHEN "step" >= 5 THEN "sign" ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "kind", "school", "source", "campaign") DO UPDATE
    SET "requests" = f."requests" + excluded."requests", "visited" = f."visited" + excluded."visited", "admitted" = f."admitted" + excluded."admitted";
  INSERT INTO "response_hour_figures" AS f ("day", "school", "hours", "answered")
    SELECT "day", "school", "hours", sum("sign") FROM unnest(figures) WHERE "answered" GROUP BY 1, 2, 3 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "school", "hours") DO UPDATE SET "answered" = f."answered" + excluded."answered";
  INSERT INTO "response_hour_weeks" AS f ("week", "school", "hours", "answered")
    SELECT date_trunc('week', "day")::date, "school", "hours", sum("sign") FROM unnest(figures) WHERE "answered" GROUP BY 1, 2, 3 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("week", "school", "hours") DO UPDATE SET "answered" = f."answered" + excluded."answered";
  INSERT INTO "booking_day_figures" AS f ("day", "kind", "school", "booked", "cancelled", "attended")
    SELECT "visit_day", "kind", "school", sum(CASE WHEN "booking" <> 'cancelled' THEN "sign" ELSE 0 END), sum(CASE WHEN "booking" = 'cancelled' THEN "sign" ELSE 0 END),
      sum(CASE WHEN "booking" <> 'cancelled' AND "step" >= 4 THEN "sign" ELSE 0 END)
    FROM unnest(figures) WHERE "visit_day" IS NOT NULL GROUP BY 1, 2, 3
    HAVING sum(CASE WHEN "booking" <> 'cancelled' THEN "sign" ELSE 0 END) <> 0 OR sum(CASE WHEN "booking" = 'cancelled' THEN "sign" ELSE 0 END) <> 0
      OR sum(CASE WHEN "booking" <> 'cancelled' AND "step" >= 4 THEN "sign" ELSE 0 END) <> 0
    ORDER BY 1, 2, 3
  ON CONFLICT ("day", "kind", "school") DO UPDATE
    SET "booked" = f."booked" + excluded."booked", "cancelled" = f."cancelled" + excluded."cancelled", "attended" = f."attended" + excluded."attended";
END
$$;--> statement-breakpoint
CREATE FUNCTION "request_figures_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM request_figures_add(ARRAY(SELECT request_figure_of(TG_ARGV[0], to_jsonb(n), 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM request_figures_add(ARRAY(SELECT request_figure_of(TG_ARGV[0], to_jsonb(o), -1) FROM old_rows o));
  ELSE
    PERFORM request_figures_add(ARRAY(
      SELECT request_figure_of(TG_ARGV[0], to_jsonb(o), -1) FROM old_rows o
      UNION ALL SELECT request_figure_of(TG_ARGV[0], to_jsonb(n), 1) FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The figures counted again from the rows (this migration; the bench after a bulk fill with triggers off).
CREATE FUNCTION "request_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "request_day_figures";
  DELETE FROM "request_source_figures";
  DELETE FROM "response_hour_figures";
  DELETE FROM "response_hour_weeks";
  DELETE FROM "booking_day_figures";
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('tour', to_jsonb(r), 1) FROM "tour_requests" r));
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('enrollment', to_jsonb(r), 1) FROM "enrollment_requests" r));
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('contact', to_jsonb(r), 1) FROM "contact_messages" r));
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('admission', to_jsonb(r), 1) FROM "admission_applications" r));
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('visit', to_jsonb(r), 1) FROM "visit_requests" r));
  PERFORM request_figures_add(ARRAY(SELECT request_figure_of('career', to_jsonb(r), 1) FROM "career_applications" r));
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_requests_figures_insert" AFTER INSERT ON "tour_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('tour');--> statement-breakpoint
CREATE TRIGGER "tour_requests_figures_update" AFTER UPDATE ON "tour_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('tour');--> statement-breakpoint
CREATE TRIGGER "tour_requests_figures_delete" AFTER DELETE ON "tour_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('tour');--> statement-breakpoint
CREATE TRIGGER "enrollment_requests_figures_insert" AFTER INSERT ON "enrollment_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('enrollment');--> statement-breakpoint
CREATE TRIGGER "enrollment_requests_figures_update" AFTER UPDATE ON "enrollment_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('enrollment');--> statement-breakpoint
CREATE TRIGGER "enrollment_requests_figures_delete" AFTER DELETE ON "enrollment_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('enrollment');--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('contact');--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('contact');--> statement-breakpoint
CREATE TRIGGER "contact_messages_figures_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('contact');--> statement-breakpoint
CREATE TRIGGER "admission_applications_figures_insert" AFTER INSERT ON "admission_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('admission');--> statement-breakpoint
CREATE TRIGGER "admission_applications_figures_update" AFTER UPDATE ON "admission_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('admission');--> statement-breakpoint
CREATE TRIGGER "admission_applications_figures_delete" AFTER DELETE ON "admission_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('admission');--> statement-breakpoint
CREATE TRIGGER "visit_requests_figures_insert" AFTER INSERT ON "visit_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('visit');--> statement-breakpoint
CREATE TRIGGER "visit_requests_figures_update" AFTER UPDATE ON "visit_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('visit');--> statement-breakpoint
CREATE TRIGGER "visit_requests_figures_delete" AFTER DELETE ON "visit_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('visit');--> statement-breakpoint
CREATE TRIGGER "career_applications_figures_insert" AFTER INSERT ON "career_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('career');--> statement-breakpoint
CREATE TRIGGER "career_applications_figures_update" AFTER UPDATE ON "career_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('career');--> statement-breakpoint
CREATE TRIGGER "career_applications_figures_delete" AFTER DELETE ON "career_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_figures_change"('career');--> statement-breakpoint
SELECT request_figures_rebuild();
