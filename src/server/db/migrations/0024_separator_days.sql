CREATE TABLE "separator_days" (
	"day" date NOT NULL,
	"separator_id" integer NOT NULL,
	"works" integer DEFAULT 0 NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL,
	"orders_last" integer DEFAULT 0 NOT NULL,
	"working_secs" bigint DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"confirmed_grams" bigint DEFAULT 0 NOT NULL,
	"begun" integer DEFAULT 0 NOT NULL,
	"begun_working_secs" bigint DEFAULT 0 NOT NULL,
	"idle_secs" numeric DEFAULT '0' NOT NULL,
	"first_begin" timestamp with time zone,
	"first_end" timestamp with time zone,
	"last_end" timestamp with time zone,
	"scheduled_first" date,
	"scheduled_last" date,
	CONSTRAINT "separator_days_day_separator_id_pk" PRIMARY KEY("day","separator_id")
);
--> statement-breakpoint
ALTER TABLE "separator_days" ADD CONSTRAINT "separator_days_separator_id_users_id_fk" FOREIGN KEY ("separator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "separator_days_last_end_idx" ON "separator_days" USING btree ("last_end");--> statement-breakpoint
CREATE INDEX "works_separator_id_end_idx" ON "works" USING btree ("separator_id","end");
--> statement-breakpoint
-- The zone the days are taken in: the centre's (settings row 1), its default before that row exists.
CREATE FUNCTION centre_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM settings WHERE id = 1), 'America/Sao_Paulo')
$$;
--> statement-breakpoint
-- What separator_days holds for the given (separator, day) keys, from their works: the keys'
-- rows that count something (src/server/db/schema/separator-days.ts). The day's bounds are its
-- first instant in the zone, as (x AT TIME ZONE zone)::date takes a day. Gaps ordered by begin
-- and then id, so that two works begun at the same instant give one answer.
CREATE FUNCTION separator_days_of(separator_ids integer[], days date[], zone text) RETURNS SETOF separator_days LANGUAGE sql STABLE AS $$
  WITH k AS (
    SELECT DISTINCT u.separator_id, u.day, (u.day::timestamp AT TIME ZONE zone) AS day_start, ((u.day + 1)::timestamp AT TIME ZONE zone) AS day_end
    FROM unnest(separator_ids, days) AS u(separator_id, day)),
  ended AS (
    SELECT k.separator_id, k.day, count(*)::integer AS works, coalesce(sum(t.picked), 0)::integer AS picked,
           (count(DISTINCT w.order_id) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM works l WHERE l.order_id = w.order_id AND l.separator_id = w.separator_id AND l.type = 'separation' AND l."end" >= k.day_end)))::integer AS orders_last,
           coalesce(sum(w.working_time_secs), 0)::bigint AS working_secs,
           coalesce(sum(t.confirmed), 0)::integer AS confirmed, coalesce(sum(t.confirmed_grams), 0)::bigint AS confirmed_grams
    FROM k JOIN works w ON w.separator_id = k.separator_id AND w.type = 'separation' AND w."end" >= k.day_start AND w."end" < k.day_end
    LEFT JOIN work_item_totals t ON t.work_id = w.id
    GROUP BY k.separator_id, k.day),
  begun AS (
    SELECT p.separator_id, p.day, count(*)::integer AS begun, sum(p.working)::bigint AS begun_working_secs,
           sum(greatest(0, extract(epoch FROM (p.begin - p.previous_end)))) AS idle_secs,
           min(p.begin) AS first_begin, min(p."end") AS first_end, max(p."end") AS last_end,
           min(p.scheduled_date) AS scheduled_first, max(p.scheduled_date) AS scheduled_last
    FROM (SELECT k.separator_id, k.day, w.begin, w."end", o.scheduled_date,
                 coalesce(w.working_time_secs, extract(epoch FROM (w."end" - w.begin)))::integer AS working,
                 lag(w."end") OVER (PARTITION BY k.separator_id, k.day ORDER BY w.begin, w.id) AS previous_end
          FROM k JOIN works w ON w.separator_id = k.separator_id AND w.type = 'separation' AND w."end" IS NOT NULL
            AND w.begin >= k.day_start AND w.begin < k.day_end
          JOIN orders o ON o.id = w.order_id) p
    GROUP BY p.separator_id, p.day)
  SELECT coalesce(e.day, b.day), coalesce(e.separator_id, b.separator_id), coalesce(e.works, 0), coalesce(e.picked, 0), coalesce(e.orders_last, 0),
         coalesce(e.working_secs, 0), coalesce(e.confirmed, 0), coalesce(e.confirmed_grams, 0),
         coalesce(b.begun, 0), coalesce(b.begun_working_secs, 0), coalesce(b.idle_secs, 0),
         b.first_begin, b.first_end, b.last_end, b.scheduled_first, b.scheduled_last
  FROM ended e FULL JOIN begun b ON b.separator_id = e.separator_id AND b.day = e.day
$$;
--> statement-breakpoint
-- Recounts the given keys. As refresh_work_item_totals (0023): the keys' rows are locked first,
-- in order, then recomputed by a later statement, which in READ COMMITTED sees what a
-- concurrent transaction on the same key committed meanwhile; rows left counting nothing go.
CREATE FUNCTION refresh_separator_days(separator_ids integer[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(days) = 0 THEN RETURN; END IF;
  INSERT INTO separator_days (day, separator_id)
    SELECT DISTINCT u.day, u.separator_id FROM unnest(separator_ids, days) AS u(separator_id, day) ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM separator_days s JOIN unnest(separator_ids, days) AS u(separator_id, day) ON s.day = u.day AND s.separator_id = u.separator_id
    ORDER BY s.day, s.separator_id FOR UPDATE OF s;
  UPDATE separator_days s SET
      works = coalesce(f.works, 0), picked = coalesce(f.picked, 0), orders_last = coalesce(f.orders_last, 0),
      working_secs = coalesce(f.working_secs, 0), confirmed = coalesce(f.confirmed, 0), confirmed_grams = coalesce(f.confirmed_grams, 0),
      begun = coalesce(f.begun, 0), begun_working_secs = coalesce(f.begun_working_secs, 0), idle_secs = coalesce(f.idle_secs, 0),
      first_begin = f.first_begin, first_end = f.first_end, last_end = f.last_end, scheduled_first = f.scheduled_first, scheduled_last = f.scheduled_last
    FROM (SELECT DISTINCT u.separator_id, u.day FROM unnest(separator_ids, days) AS u(separator_id, day)) k
    LEFT JOIN separator_days_of(separator_ids, days, centre_time_zone()) f ON f.separator_id = k.separator_id AND f.day = k.day
    WHERE s.day = k.day AND s.separator_id = k.separator_id;
  DELETE FROM separator_days s USING unnest(separator_ids, days) AS u(separator_id, day)
    WHERE s.day = u.day AND s.separator_id = u.separator_id AND s.works = 0 AND s.begun = 0;
END $$;
--> statement-breakpoint
-- The keys a change of these works (their rows before and after) moves: the days they ended
-- and began on, and the end days of the same separator's other works on the same orders (whose
-- orders_last depends on whether a later one exists).
CREATE FUNCTION refresh_separator_days_of_works(changed works[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := centre_time_zone();
  separator_ids integer[];
  days date[];
BEGIN
  WITH c AS (SELECT * FROM unnest(changed) WHERE type = 'separation' AND "end" IS NOT NULL),
  keys AS (
    SELECT c.separator_id, (c."end" AT TIME ZONE zone)::date AS day FROM c
    UNION SELECT c.separator_id, (c.begin AT TIME ZONE zone)::date FROM c
    UNION SELECT w.separator_id, (w."end" AT TIME ZONE zone)::date FROM c
      JOIN works w ON w.order_id = c.order_id AND w.separator_id = c.separator_id AND w.type = 'separation' AND w."end" IS NOT NULL)
  SELECT array_agg(separator_id ORDER BY day, separator_id), array_agg(day ORDER BY day, separator_id) INTO separator_ids, days FROM keys;
  IF separator_ids IS NOT NULL THEN PERFORM refresh_separator_days(separator_ids, days); END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION separator_days_after_works_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_days_of_works(ARRAY(SELECT n::works FROM new_works n));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the works whose counted columns changed (a scan's updates of an open work move nothing).
CREATE FUNCTION separator_days_after_works_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_days_of_works(ARRAY(
    SELECT v.w FROM old_works o JOIN new_works n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o::works), (n::works)) AS v(w)
    WHERE (o.separator_id, o.order_id, o.type, o.begin, o."end", o.working_time_secs)
          IS DISTINCT FROM (n.separator_id, n.order_id, n.type, n.begin, n."end", n.working_time_secs)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION separator_days_after_works_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_days_of_works(ARRAY(SELECT o::works FROM old_works o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A finished work's item totals changed (an office's edit after the finish; the scans of an
-- open work move nothing): its end day. A work deleted is the works trigger's.
CREATE FUNCTION separator_days_after_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_days_of_works(ARRAY(
    SELECT w FROM works w WHERE w.type = 'separation' AND w."end" IS NOT NULL
      AND w.id IN (SELECT n.work_id FROM new_totals n LEFT JOIN old_totals o ON o.work_id = n.work_id
                   WHERE (o.picked, o.confirmed, o.confirmed_grams) IS DISTINCT FROM (n.picked, n.confirmed, n.confirmed_grams))));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order rescheduled: its works' days (the panel's time per order takes its period by the
-- orders' scheduled date). Row by row, and only when the date changed: orders are updated on
-- every scan.
CREATE FUNCTION separator_days_after_order_rescheduled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_days_of_works(ARRAY(SELECT w FROM works w WHERE w.order_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every key of the history, recounted: the migration's backfill, and a change of the centre's zone
-- (the days are local: another zone moves works across midnights).
CREATE FUNCTION rebuild_separator_days() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := centre_time_zone();
BEGIN
  DELETE FROM separator_days;
  INSERT INTO separator_days
    SELECT f.* FROM (
      SELECT array_agg(separator_id) AS separator_ids, array_agg(day) AS days FROM (
        SELECT separator_id, ("end" AT TIME ZONE zone)::date AS day FROM works WHERE type = 'separation' AND "end" IS NOT NULL
        UNION SELECT separator_id, (begin AT TIME ZONE zone)::date FROM works WHERE type = 'separation' AND "end" IS NOT NULL) keys) a
    CROSS JOIN LATERAL separator_days_of(a.separator_ids, a.days, zone) f
    WHERE a.separator_ids IS NOT NULL
    ORDER BY 1, 2;
END $$;
--> statement-breakpoint
CREATE FUNCTION separator_days_after_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.time_zone IS NOT DISTINCT FROM OLD.time_zone THEN RETURN NULL; END IF;
  IF NEW.id = 1 THEN PERFORM rebuild_separator_days(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT rebuild_separator_days();
--> statement-breakpoint
CREATE TRIGGER works_separator_days_insert AFTER INSERT ON works
  REFERENCING NEW TABLE AS new_works FOR EACH STATEMENT EXECUTE FUNCTION separator_days_after_works_insert();
--> statement-breakpoint
CREATE TRIGGER works_separator_days_update AFTER UPDATE ON works
  REFERENCING OLD TABLE AS old_works NEW TABLE AS new_works FOR EACH STATEMENT EXECUTE FUNCTION separator_days_after_works_update();
--> statement-breakpoint
CREATE TRIGGER works_separator_days_delete AFTER DELETE ON works
  REFERENCING OLD TABLE AS old_works FOR EACH STATEMENT EXECUTE FUNCTION separator_days_after_works_delete();
--> statement-breakpoint
CREATE TRIGGER work_item_totals_separator_days_update AFTER UPDATE ON work_item_totals
  REFERENCING OLD TABLE AS old_totals NEW TABLE AS new_totals FOR EACH STATEMENT EXECUTE FUNCTION separator_days_after_totals_change();
--> statement-breakpoint
CREATE TRIGGER orders_separator_days_rescheduled AFTER UPDATE OF scheduled_date ON orders
  FOR EACH ROW WHEN (OLD.scheduled_date IS DISTINCT FROM NEW.scheduled_date) EXECUTE FUNCTION separator_days_after_order_rescheduled();
--> statement-breakpoint
CREATE TRIGGER settings_separator_days_zone AFTER INSERT OR UPDATE OF time_zone ON settings
  FOR EACH ROW EXECUTE FUNCTION separator_days_after_zone_change();
--> statement-breakpoint
ANALYZE separator_days;
