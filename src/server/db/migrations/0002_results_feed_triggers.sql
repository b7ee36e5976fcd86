-- Every change to an order or to what hangs from it (items, weighings, breaks, works,
-- conferences) moves the order's updated_at to the wall clock, so the results feed of the
-- integration API sees it. Statement-level triggers keep bulk writes to one UPDATE.
CREATE OR REPLACE FUNCTION doca_orders_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF row(NEW.*) IS DISTINCT FROM row(OLD.*) THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_touch BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION doca_orders_touch();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doca_touch_orders_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM old_rows)', TG_ARGV[0]);
  ELSE
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM new_rows)', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_touch_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER items_touch_update AFTER UPDATE ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER items_touch_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER weighings_touch_insert AFTER INSERT ON weighings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('(SELECT order_id FROM items WHERE items.id = new_rows.item_id)');
--> statement-breakpoint
CREATE TRIGGER weighings_touch_delete AFTER DELETE ON weighings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('(SELECT order_id FROM items WHERE items.id = old_rows.item_id)');
--> statement-breakpoint
CREATE TRIGGER breaks_touch_insert AFTER INSERT ON breaks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER breaks_touch_update AFTER UPDATE ON breaks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER works_touch_insert AFTER INSERT ON works REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER works_touch_update AFTER UPDATE ON works REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER order_conferences_touch_insert AFTER INSERT ON order_conferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE TRIGGER order_conferences_touch_update AFTER UPDATE ON order_conferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doca_touch_orders_of_rows('order_id');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_updated_at_id_idx ON orders (updated_at, id);
