-- The places a batch of bookings asks for (issue 27, decision 0030), read in one round trip
-- inside the transaction that writes the bookings (app/requests/bookings/places.server.ts):
-- the schools' calendars (the office's settings, closed dates from p_today on), then, under
-- each place's lock (a transaction-level advisory lock, taken in one order: the keys sorted,
-- so that two servers taking overlapping places never wait on each other), what each slot
-- (visits) or day (tours) holds: the bookings not cancelled, p_except (a booking being
-- moved) left out. VOLATILE: each statement here takes its own snapshot, so the count, made
-- after the locks, sees every booking committed before them. Planned for each call's own
-- values (force_custom_plan): a plan cached while the tables were nearly empty scanned them
-- whole once they were not (PostgreSQL's CPU per booking up by a third in some runs).
CREATE FUNCTION "booking_places"(p_kind text, p_schools text[], p_dates date[], p_slots text[], p_today date, p_except integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_calendars jsonb;
  v_holidays jsonb;
  v_held jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_object('school', c.school, 'visitCapacity', c.visit_capacity, 'tourCapacity', c.tour_capacity,
      'closedWeekdays', c.closed_weekdays, 'horizonDays', c.horizon_days)), '[]'::jsonb)
    INTO v_calendars FROM school_calendars c WHERE c.school = ANY (p_schools);
  SELECT coalesce(jsonb_agg(jsonb_build_object('school', d.school, 'date', d.date, 'note', d.note) ORDER BY d.date), '[]'::jsonb)
    INTO v_holidays FROM closed_dates d WHERE d.school = ANY (p_schools) AND d.date >= p_today;
  PERFORM pg_advisory_xact_lock(hashtextextended(sorted.key, 0))
    FROM (SELECT DISTINCT 'booking|' || p_kind || '|' || a.school || '|' || to_char(a.date, 'YYYY-MM-DD') || '|' || coalesce(a.slot, '') AS key
          FROM unnest(p_schools, p_dates, p_slots) AS a(school, date, slot) ORDER BY 1) AS sorted;
  IF p_kind = 'visit' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_array(h.school, h.date, h.slot, h.held)), '[]'::jsonb) INTO v_held
      FROM (SELECT v.school, v.preferred_date AS date, v.preferred_time AS slot, count(*) AS held FROM visit_requests v
            WHERE v.school = ANY (p_schools) AND v.preferred_date = ANY (p_dates) AND v.booking <> 'cancelled' AND v.id IS DISTINCT FROM p_except
            GROUP BY 1, 2, 3) AS h;
  ELSE
    SELECT coalesce(jsonb_agg(jsonb_build_array(h.school, h.date, NULL, h.held)), '[]'::jsonb) INTO v_held
      FROM (SELECT t.school, t.date, count(*) AS held FROM tour_requests t
            WHERE t.school = ANY (p_schools) AND t.date = ANY (p_dates) AND t.booking <> 'cancelled' AND t.id IS DISTINCT FROM p_except
            GROUP BY 1, 2) AS h;
  END IF;
  RETURN jsonb_build_object('calendars', v_calendars, 'holidays', v_holidays, 'held', v_held);
END $$;
