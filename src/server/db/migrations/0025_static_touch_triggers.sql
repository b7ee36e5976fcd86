-- The results feed's touch (0002, 0010, 0012) built its UPDATE as text and ran it with EXECUTE,
-- which PostgreSQL parses and plans again at every firing: every weighing a scan adds, every
-- item it completes and every work a new order creates paid about 0.2-0.4 ms of the
-- database's CPU for it, most of a scan's weighing insert (bench/picking.ts, 'CPU per
-- request'). The same statements written out, one function per way of finding the order, are
-- planned once per session and trigger. What they touch is unchanged: only orders the feed
-- serves (checking_status 2, 3, 4) and not a row this transaction already wrote.
CREATE OR REPLACE FUNCTION doca_touch_orders_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT order_id FROM old_rows)
      AND checking_status IN (2, 3, 4) AND xmin::text::bigint <> pg_current_xact_id()::text::bigint % 4294967296;
  ELSE
    UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT order_id FROM new_rows)
      AND checking_status IN (2, 3, 4) AND xmin::text::bigint <> pg_current_xact_id()::text::bigint % 4294967296;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A weighing names its item, not its order.
CREATE OR REPLACE FUNCTION doca_touch_orders_of_weighings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT i.order_id FROM items i JOIN old_rows r ON i.id = r.item_id)
      AND checking_status IN (2, 3, 4) AND xmin::text::bigint <> pg_current_xact_id()::text::bigint % 4294967296;
  ELSE
    UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT i.order_id FROM items i JOIN new_rows r ON i.id = r.item_id)
      AND checking_status IN (2, 3, 4) AND xmin::text::bigint <> pg_current_xact_id()::text::bigint % 4294967296;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers again, without the SQL text argument the functions no longer read.
DROP TRIGGER items_touch_insert ON items;
--> statement-breakpoint
CREATE TRIGGER items_touch_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER items_touch_update ON items;
--> statement-breakpoint
CREATE TRIGGER items_touch_update AFTER UPDATE ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER items_touch_delete ON items;
--> statement-breakpoint
CREATE TRIGGER items_touch_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER weighings_touch_insert ON weighings;
--> statement-breakpoint
CREATE TRIGGER weighings_touch_insert AFTER INSERT ON weighings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_weighings();
--> statement-breakpoint
DROP TRIGGER weighings_touch_delete ON weighings;
--> statement-breakpoint
CREATE TRIGGER weighings_touch_delete AFTER DELETE ON weighings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_weighings();
--> statement-breakpoint
DROP TRIGGER breaks_touch_insert ON breaks;
--> statement-breakpoint
CREATE TRIGGER breaks_touch_insert AFTER INSERT ON breaks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER breaks_touch_update ON breaks;
--> statement-breakpoint
CREATE TRIGGER breaks_touch_update AFTER UPDATE ON breaks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER works_touch_insert ON works;
--> statement-breakpoint
CREATE TRIGGER works_touch_insert AFTER INSERT ON works REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER works_touch_update ON works;
--> statement-breakpoint
CREATE TRIGGER works_touch_update AFTER UPDATE ON works REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER order_conferences_touch_insert ON order_conferences;
--> statement-breakpoint
CREATE TRIGGER order_conferences_touch_insert AFTER INSERT ON order_conferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
DROP TRIGGER order_conferences_touch_update ON order_conferences;
--> statement-breakpoint
CREATE TRIGGER order_conferences_touch_update AFTER UPDATE ON order_conferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows();
--> statement-breakpoint
-- A separator's days count finished works only (0024), and a new order's take inserts open
-- ones: its works' insert now leaves at once instead of reading the centre's time zone and
-- passing every new row to the refresh, which found nothing to count (about 1 ms of every
-- batch of new orders, on the burst's critical path).
CREATE OR REPLACE FUNCTION separator_days_after_works_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_works n WHERE n.type = 'separation' AND n."end" IS NOT NULL) THEN RETURN NULL; END IF;
  PERFORM refresh_separator_days_of_works(ARRAY(SELECT n::works FROM new_works n));
  RETURN NULL;
END $$;
