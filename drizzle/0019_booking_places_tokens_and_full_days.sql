-- booking_places() (drizzle/0018) does two things more, in the same call:
-- - It spends the batch's question tokens first (a visit's; p_tokens with their expiries, in
--   the tokens' order, so that two batches sharing tokens wait on each other before either
--   locks a place), and says which were fresh ("fresh"): a token spent before is in use.
--   Before, that was a statement of its own, one round trip more for every batch of visits.
-- - For each school a place of which is asked for more often than it has places left (some
--   booking of the batch will be refused as full), it gives its full places from that day on
--   ("from": school and day; "full": school, day and, for a visit, slot). A refusal names the
--   next open days from these (app/requests/bookings/places.server.ts) instead of reading them
--   after the commit, a query of its own for nearly every refused booking. p_default_capacity:
--   a place's capacity at a school without settings of its own (calendar-rules.ts's
--   defaults); NULL: nothing more said.
-- The six-argument form stays, for a server of the previous version running beside this one
-- during a deploy: it calls this one with NULLs, so the locks and counts live in one place.
CREATE FUNCTION "booking_places"(p_kind text, p_schools text[], p_dates date[], p_slots text[], p_today date, p_except integer, p_default_capacity integer,
  p_tokens text[], p_token_expiries timestamptz[])
RETURNS jsonb LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_calendars jsonb;
  v_holidays jsonb;
  v_held jsonb;
  v_from jsonb;
  v_full jsonb := '[]'::jsonb;
  v_fresh jsonb := '[]'::jsonb;
BEGIN
  IF cardinality(p_tokens) > 0 THEN
    WITH spent AS (
      INSERT INTO used_challenge_tokens (token_id, expires_at)
        SELECT u.token, u.expires FROM unnest(p_tokens, p_token_expiries) AS u(token, expires) ORDER BY 1
        ON CONFLICT DO NOTHING RETURNING token_id)
    SELECT coalesce(jsonb_agg(token_id), '[]'::jsonb) INTO v_fresh FROM spent;
  END IF;
  SELECT coalesce(jsonb_agg(jsonb_build_object('school', c.school, 'visitCapacity', c.visit_capacity, 'tourCapacity', c.tour_capacity,
      'closedWeekdays', c.closed_weekdays, 'horizonDays', c.horizon_days)), '[]'::jsonb)
    INTO v_calendars FROM school_calendars c WHERE c.school = ANY (p_schools);
  SELECT coalesce(jsonb_agg(jsonb_build_object('school', d.school, 'date', d.date, 'note', d.note) ORDER BY d.date), '[]'::jsonb)
    INTO v_holidays FROM closed_dates d WHERE d.school = ANY (p_schools) AND d.date >= p_today;
  PERFORM pg_advisory_xact_lock(hashtextextended(sorted.key, 0))
    FROM (SELECT DISTINCT 'booking|' || p_kind || '|' || a.school || '|' || to_char(a.date, 'YYYY-MM-DD') || '|' || coalesce(a.slot, '') AS key
          FROM unnest(p_schools, p_dates, p_slots) AS a(school, date, slot) ORDER BY 1) AS sorted;
  IF p_kind = 'visit' THEN
    WITH held AS (
      SELECT v.school, v.preferred_date AS date, v.preferred_time AS slot, count(*) AS held FROM visit_requests v
        WHERE v.school = ANY (p_schools) AND v.preferred_date = ANY (p_dates) AND v.booking <> 'cancelled' AND v.id IS DISTINCT FROM p_except
        GROUP BY 1, 2, 3),
    asked AS (SELECT a.school, a.date, a.slot, count(*) AS asks FROM unnest(p_schools, p_dates, p_slots) AS a(school, date, slot) GROUP BY 1, 2, 3)
    SELECT (SELECT coalesce(jsonb_agg(jsonb_build_array(h.school, h.date, h.slot, h.held)), '[]'::jsonb) FROM held h),
           (SELECT coalesce(jsonb_agg(jsonb_build_object('school', o.school, 'date', o.date)), '[]'::jsonb)
              FROM (SELECT a.school, min(a.date) AS date FROM asked a
                      LEFT JOIN held h ON h.school = a.school AND h.date = a.date AND h.slot = a.slot
                      LEFT JOIN school_calendars c ON c.school = a.school
                      WHERE a.asks + coalesce(h.held, 0) > CASE WHEN c.school IS NULL THEN p_default_capacity ELSE coalesce((c.visit_capacity ->> a.slot)::int, 0) END
                      GROUP BY 1) AS o)
      INTO v_held, v_from;
    IF jsonb_array_length(v_from) > 0 THEN
      SELECT coalesce(jsonb_agg(jsonb_build_array(f.school, f.date, f.slot)), '[]'::jsonb) INTO v_full
        FROM (SELECT v.school, v.preferred_date AS date, v.preferred_time AS slot, count(*) AS held FROM visit_requests v
                JOIN jsonb_to_recordset(v_from) AS o(school text, date date) ON v.school = o.school AND v.preferred_date >= o.date
                WHERE v.booking <> 'cancelled' AND v.id IS DISTINCT FROM p_except
                GROUP BY 1, 2, 3) AS f
        LEFT JOIN school_calendars c ON c.school = f.school
        WHERE f.held >= CASE WHEN c.school IS NULL THEN p_default_capacity ELSE coalesce((c.visit_capacity ->> f.slot)::int, 0) END;
    END IF;
  ELSE
    WITH held AS (
      SELECT t.school, t.date, count(*) AS held FROM tour_requests t
        WHERE t.school = ANY (p_schools) AND t.date = ANY (p_dates) AND t.booking <> 'cancelled' AND t.id IS DISTINCT FROM p_except
        GROUP BY 1, 2),
    asked AS (SELECT a.school, a.date, count(*) AS asks FROM unnest(p_schools, p_dates) AS a(school, date) GROUP BY 1, 2)
    SELECT (SELECT coalesce(jsonb_agg(jsonb_build_array(h.school, h.date, NULL, h.held)), '[]'::jsonb) FROM held h),
           (SELECT coalesce(jsonb_agg(jsonb_build_object('school', o.school, 'date', o.date)), '[]'::jsonb)
              FROM (SELECT a.school, min(a.date) AS date FROM asked a
                      LEFT JOIN held h ON h.school = a.school AND h.date = a.date
                      LEFT JOIN school_calendars c ON c.school = a.school
                      WHERE a.asks + coalesce(h.held, 0) > coalesce(c.tour_capacity, p_default_capacity)
                      GROUP BY 1) AS o)
      INTO v_held, v_from;
    IF jsonb_array_length(v_from) > 0 THEN
      SELECT coalesce(jsonb_agg(jsonb_build_array(f.school, f.date, NULL)), '[]'::jsonb) INTO v_full
        FROM (SELECT t.school, t.date, count(*) AS held FROM tour_requests t
                JOIN jsonb_to_recordset(v_from) AS o(school text, date date) ON t.school = o.school AND t.date >= o.date
                WHERE t.booking <> 'cancelled' AND t.id IS DISTINCT FROM p_except
                GROUP BY 1, 2) AS f
        LEFT JOIN school_calendars c ON c.school = f.school
        WHERE f.held >= coalesce(c.tour_capacity, p_default_capacity);
    END IF;
  END IF;
  RETURN jsonb_build_object('calendars', v_calendars, 'holidays', v_holidays, 'held', v_held, 'from', v_from, 'full', v_full, 'fresh', v_fresh);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_places"(p_kind text, p_schools text[], p_dates date[], p_slots text[], p_today date, p_except integer)
RETURNS jsonb LANGUAGE sql VOLATILE AS $$
  SELECT booking_places(p_kind, p_schools, p_dates, p_slots, p_today, p_except, NULL::integer, NULL::text[], NULL::timestamptz[])
$$;
