CREATE TABLE "separator_breaks" (
	"break_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"separator_id" integer NOT NULL,
	"separation_group" integer,
	"order_number" text NOT NULL,
	"sku" integer NOT NULL,
	"type" smallint NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "separator_breaks" ADD CONSTRAINT "separator_breaks_break_id_breaks_id_fk" FOREIGN KEY ("break_id") REFERENCES "public"."breaks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separator_breaks" ADD CONSTRAINT "separator_breaks_separator_id_users_id_fk" FOREIGN KEY ("separator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "separator_breaks_created_at_idx" ON "separator_breaks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "breaks_work_id_idx" ON "breaks" USING btree ("work_id");--> statement-breakpoint
-- What separator_breaks holds: the breaks report's join before 0026 (a break, its work's
-- separator and group, its order's number and its item's SKU), for the triggers' refresh and
-- the history's backfill alike. A break without a work has no row, as the join had none.
CREATE VIEW separator_breaks_source AS
  SELECT b.id AS break_id, b.created_at, w.separator_id, w.separation_group, o.order_id AS order_number, i.sku, b.type, b.reason
  FROM breaks b JOIN works w ON w.id = b.work_id JOIN orders o ON o.id = b.order_id JOIN items i ON i.id = b.item_id;
--> statement-breakpoint
-- Recomputes the given breaks' rows. The breaks are locked first, in order, and their rows
-- rewritten by later statements, which in READ COMMITTED see what a concurrent transaction
-- changing the same breaks (their work given to another separator, their item's SKU) committed
-- meanwhile, as refresh_work_item_totals (0023) does with the works.
CREATE FUNCTION refresh_separator_breaks(break_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(break_ids), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM breaks WHERE id = ANY(break_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM separator_breaks WHERE break_id = ANY(break_ids);
  INSERT INTO separator_breaks SELECT * FROM separator_breaks_source WHERE break_id = ANY(break_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION separator_breaks_after_breaks_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_breaks(ARRAY(SELECT id FROM new_breaks));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A break whose copied columns changed (its release, its quantity and its boxes move nothing).
-- Row by row: a break is updated alone, or a work's few by the set null of its deletion.
CREATE FUNCTION separator_breaks_after_break_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_breaks(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Works given to another separator or moved to another group (one by the office, a whole
-- group's by the cascade of its renumbering): their breaks. Per statement, with the works'
-- rows before and after, as the other works triggers (0023, 0024) take them.
CREATE FUNCTION separator_breaks_after_works_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_breaks(ARRAY(
    SELECT b.id FROM old_works o JOIN new_works n ON n.id = o.id JOIN breaks b ON b.work_id = n.id
    WHERE (o.separator_id, o.separation_group) IS DISTINCT FROM (n.separator_id, n.separation_group)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An item's SKU or an order's number changed: their breaks. Row by row, and only when it
-- changed: items and orders are updated on every scan, never these columns.
CREATE FUNCTION separator_breaks_after_item_sku_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_breaks(ARRAY(SELECT id FROM breaks WHERE item_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION separator_breaks_after_order_number_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_separator_breaks(ARRAY(SELECT id FROM breaks WHERE order_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The history a centre upgrades with, before the triggers that would copy it again.
INSERT INTO separator_breaks SELECT * FROM separator_breaks_source;
--> statement-breakpoint
CREATE TRIGGER breaks_separator_breaks_insert AFTER INSERT ON breaks
  REFERENCING NEW TABLE AS new_breaks FOR EACH STATEMENT EXECUTE FUNCTION separator_breaks_after_breaks_insert();
--> statement-breakpoint
CREATE TRIGGER breaks_separator_breaks_update AFTER UPDATE OF item_id, order_id, work_id, type, reason, created_at ON breaks
  FOR EACH ROW WHEN ((OLD.item_id, OLD.order_id, OLD.work_id, OLD.type, OLD.reason, OLD.created_at)
                     IS DISTINCT FROM (NEW.item_id, NEW.order_id, NEW.work_id, NEW.type, NEW.reason, NEW.created_at))
  EXECUTE FUNCTION separator_breaks_after_break_update();
--> statement-breakpoint
CREATE TRIGGER works_separator_breaks_update AFTER UPDATE ON works
  REFERENCING OLD TABLE AS old_works NEW TABLE AS new_works FOR EACH STATEMENT EXECUTE FUNCTION separator_breaks_after_works_update();
--> statement-breakpoint
CREATE TRIGGER items_separator_breaks_sku AFTER UPDATE OF sku ON items
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku) EXECUTE FUNCTION separator_breaks_after_item_sku_change();
--> statement-breakpoint
CREATE TRIGGER orders_separator_breaks_number AFTER UPDATE OF order_id ON orders
  FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id) EXECUTE FUNCTION separator_breaks_after_order_number_change();
--> statement-breakpoint
ANALYZE separator_breaks;
