CREATE TABLE "separator_item_hours" (
	"hour" timestamp with time zone NOT NULL,
	"separator_id" integer NOT NULL,
	"separation_group" integer,
	"method" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"secs" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "separator_item_hours_key" UNIQUE NULLS NOT DISTINCT("hour","separator_id","separation_group","method")
);
--> statement-breakpoint
CREATE TABLE "work_item_hours" (
	"work_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"separator_id" integer NOT NULL,
	"separation_group" integer,
	"items" integer NOT NULL,
	"secs" bigint NOT NULL,
	CONSTRAINT "work_item_hours_work_id_hour_method_pk" PRIMARY KEY("work_id","hour","method")
);
--> statement-breakpoint
CREATE TABLE "work_item_totals" (
	"work_id" integer PRIMARY KEY NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"confirmed_grams" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "separator_item_hours" ADD CONSTRAINT "separator_item_hours_separator_id_users_id_fk" FOREIGN KEY ("separator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_hours" ADD CONSTRAINT "work_item_hours_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_totals" ADD CONSTRAINT "work_item_totals_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A work's timed items (past status 1, with a time) per UTC hour of separated_at and method,
-- with the work's separator and group: what work_item_hours holds for it.
CREATE FUNCTION work_item_hours_of(work_ids integer[]) RETURNS SETOF work_item_hours LANGUAGE sql STABLE AS $$
  SELECT i.work_id, date_trunc('hour', i.separated_at, 'UTC'), coalesce(i.separation_method, 'manual'), w.separator_id, w.separation_group,
         count(*)::integer, sum(i.separated_time_secs)::bigint
  FROM items i JOIN works w ON w.id = i.work_id
  WHERE i.work_id = ANY(work_ids) AND i.status <> 1 AND i.separated_time_secs IS NOT NULL AND i.separated_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint
-- The counted items of the given works (those with items): what work_item_totals holds for
-- each, for the triggers' refresh and the history's backfill alike.
CREATE FUNCTION work_item_totals_of(work_ids integer[])
  RETURNS TABLE (work_id integer, picked integer, confirmed integer, confirmed_grams bigint) LANGUAGE sql STABLE AS $$
  SELECT i.work_id,
         (count(*) FILTER (WHERE i.status <> 1))::integer,
         (count(*) FILTER (WHERE i.status <> 1 AND coalesce(i.confirmed_quantity, 0) > 0))::integer,
         coalesce(sum(i.confirmed_quantity) FILTER (WHERE i.status <> 1 AND coalesce(i.confirmed_quantity, 0) > 0 AND i.portion_type = 1), 0)::bigint
  FROM items i WHERE i.work_id = ANY(work_ids) GROUP BY i.work_id
$$;
--> statement-breakpoint
-- Keeps work_item_totals and work_item_hours equal to the items of the given works
-- (src/server/db/schema/work-totals.ts). As refresh_order_item_totals (0008): the works' rows
-- are locked first, then recomputed by a later statement, which in READ COMMITTED sees what a
-- concurrent transaction on the same work committed meanwhile. Hours are bucketed in UTC: the
-- centre's zone is applied when read, so a change of zone needs no rewrite.
CREATE FUNCTION refresh_work_item_totals(work_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(work_ids) = 0 THEN RETURN; END IF;
  INSERT INTO work_item_totals (work_id)
    SELECT DISTINCT u.work_id FROM unnest(work_ids) AS u(work_id) WHERE EXISTS (SELECT 1 FROM works w WHERE w.id = u.work_id)
    ORDER BY 1
    ON CONFLICT (work_id) DO NOTHING;
  PERFORM 1 FROM work_item_totals WHERE work_id = ANY(work_ids) ORDER BY work_id FOR UPDATE;
  UPDATE work_item_totals t SET
      picked = coalesce(s.picked, 0),
      confirmed = coalesce(s.confirmed, 0),
      confirmed_grams = coalesce(s.confirmed_grams, 0)
    FROM (SELECT DISTINCT unnest(work_ids) AS work_id) ids
    LEFT JOIN work_item_totals_of(work_ids) s ON s.work_id = ids.work_id
    WHERE t.work_id = ids.work_id
      AND (t.picked, t.confirmed, t.confirmed_grams) IS DISTINCT FROM (coalesce(s.picked, 0), coalesce(s.confirmed, 0), coalesce(s.confirmed_grams, 0));
  -- The hours: only the rows that changed are written, since each write moves the separator's
  -- summary (the triggers on work_item_hours below). One statement, the works' hours computed
  -- once: its three parts see the same snapshot and touch disjoint keys (gone: keys no longer
  -- there; changed: keys still there with other figures; added: keys not there before).
  WITH fresh AS (SELECT * FROM work_item_hours_of(work_ids)),
  gone AS (
    DELETE FROM work_item_hours h WHERE h.work_id = ANY(work_ids)
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.work_id = h.work_id AND f.hour = h.hour AND f.method = h.method)),
  changed AS (
    UPDATE work_item_hours h SET separator_id = f.separator_id, separation_group = f.separation_group, items = f.items, secs = f.secs
      FROM fresh f
      WHERE f.work_id = h.work_id AND f.hour = h.hour AND f.method = h.method
        AND (h.separator_id, h.separation_group, h.items, h.secs) IS DISTINCT FROM (f.separator_id, f.separation_group, f.items, f.secs))
  INSERT INTO work_item_hours SELECT f.* FROM fresh f
    WHERE NOT EXISTS (SELECT 1 FROM work_item_hours h WHERE h.work_id = f.work_id AND h.hour = f.hour AND h.method = f.method)
    ORDER BY f.work_id, f.hour, f.method;
END $$;
--> statement-breakpoint
-- The separator-hour summary moves by what works' hour rows gained (added) or lost (removed),
-- in one upsert whose keys are taken in order (two pickers' scans never wait on each other in
-- opposite orders).
CREATE FUNCTION move_separator_item_hours(added work_item_hours[], removed work_item_hours[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO separator_item_hours AS s (hour, separator_id, separation_group, method, items, secs)
    SELECT d.hour, d.separator_id, d.separation_group, d.method, sum(d.items), sum(d.secs)
    FROM (SELECT a.hour, a.separator_id, a.separation_group, a.method, a.items, a.secs FROM unnest(added) a
          UNION ALL
          SELECT r.hour, r.separator_id, r.separation_group, r.method, -r.items, -r.secs FROM unnest(removed) r) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.items) <> 0 OR sum(d.secs) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT separator_item_hours_key DO UPDATE SET items = s.items + excluded.items, secs = s.secs + excluded.secs
$$;
--> statement-breakpoint
CREATE FUNCTION work_item_hours_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_hours) THEN RETURN NULL; END IF;
  PERFORM move_separator_item_hours(ARRAY(SELECT n::work_item_hours FROM new_hours n), '{}'::work_item_hours[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION work_item_hours_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_hours) THEN RETURN NULL; END IF;
  PERFORM move_separator_item_hours(ARRAY(SELECT n::work_item_hours FROM new_hours n), ARRAY(SELECT o::work_item_hours FROM old_hours o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION work_item_hours_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_hours) THEN RETURN NULL; END IF;
  PERFORM move_separator_item_hours('{}'::work_item_hours[], ARRAY(SELECT o::work_item_hours FROM old_hours o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items: the works of the rows whose counted columns changed (a scan, an undo, a break, an
-- item moved to another work or off one, a work deleted: its items' work_id set null).
CREATE FUNCTION work_item_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_work_item_totals(ARRAY(SELECT DISTINCT work_id FROM new_items WHERE work_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION work_item_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_work_item_totals(ARRAY(
    SELECT DISTINCT w.work_id
    FROM old_items o JOIN new_items n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.work_id), (n.work_id)) AS w(work_id)
    WHERE w.work_id IS NOT NULL
      AND (o.work_id, o.status, o.confirmed_quantity, o.portion_type, o.separation_method, o.separated_time_secs, o.separated_at)
          IS DISTINCT FROM (n.work_id, n.status, n.confirmed_quantity, n.portion_type, n.separation_method, n.separated_time_secs, n.separated_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION work_item_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_work_item_totals(ARRAY(SELECT DISTINCT work_id FROM old_items WHERE work_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Works: a work given to another separator or group takes its hours along.
CREATE FUNCTION work_item_totals_after_work_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_work_item_totals(ARRAY(
    SELECT n.id FROM old_works o JOIN new_works n ON n.id = o.id
    WHERE (o.separator_id, o.separation_group) IS DISTINCT FROM (n.separator_id, n.separation_group)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The history a centre upgrades with, counted once (the triggers come after, so they do not
-- count it again).
INSERT INTO work_item_totals (work_id, picked, confirmed, confirmed_grams) SELECT * FROM work_item_totals_of(ARRAY(SELECT id FROM works));
--> statement-breakpoint
INSERT INTO work_item_hours SELECT * FROM work_item_hours_of(ARRAY(SELECT id FROM works));
--> statement-breakpoint
INSERT INTO separator_item_hours (hour, separator_id, separation_group, method, items, secs)
  SELECT hour, separator_id, separation_group, method, sum(items), sum(secs) FROM work_item_hours GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER work_item_hours_summary_insert AFTER INSERT ON work_item_hours
  REFERENCING NEW TABLE AS new_hours FOR EACH STATEMENT EXECUTE FUNCTION work_item_hours_after_insert();
--> statement-breakpoint
CREATE TRIGGER work_item_hours_summary_update AFTER UPDATE ON work_item_hours
  REFERENCING OLD TABLE AS old_hours NEW TABLE AS new_hours FOR EACH STATEMENT EXECUTE FUNCTION work_item_hours_after_update();
--> statement-breakpoint
CREATE TRIGGER work_item_hours_summary_delete AFTER DELETE ON work_item_hours
  REFERENCING OLD TABLE AS old_hours FOR EACH STATEMENT EXECUTE FUNCTION work_item_hours_after_delete();
--> statement-breakpoint
CREATE TRIGGER items_work_totals_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION work_item_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER items_work_totals_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION work_item_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER items_work_totals_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION work_item_totals_after_delete();
--> statement-breakpoint
CREATE TRIGGER works_item_totals_update AFTER UPDATE ON works
  REFERENCING OLD TABLE AS old_works NEW TABLE AS new_works FOR EACH STATEMENT EXECUTE FUNCTION work_item_totals_after_work_update();
--> statement-breakpoint
-- Statistics for the planner now, not at autovacuum's next pass: without them it takes the
-- history's 450,000 work totals for an empty table and reads them all to join a day's works.
ANALYZE work_item_totals, work_item_hours, separator_item_hours;
