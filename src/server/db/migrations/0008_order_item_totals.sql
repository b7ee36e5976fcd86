CREATE TABLE "order_item_totals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"grams" bigint DEFAULT 0 NOT NULL,
	"processed_grams" bigint DEFAULT 0 NOT NULL,
	"item_secs" bigint DEFAULT 0 NOT NULL,
	"timed_items" integer DEFAULT 0 NOT NULL,
	"first_separated_at" timestamp with time zone,
	"last_separated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_item_totals" ADD CONSTRAINT "order_item_totals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps order_item_totals equal to the items (src/server/db/schema/order-totals.ts). The
-- orders' rows are locked first, then recomputed by a later statement, which in READ
-- COMMITTED sees what a concurrent transaction on the same order committed meanwhile.
CREATE FUNCTION refresh_order_item_totals(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_item_totals (order_id)
    SELECT DISTINCT u.order_id FROM unnest(order_ids) AS u(order_id) WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = u.order_id)
    ON CONFLICT (order_id) DO NOTHING;
  PERFORM 1 FROM order_item_totals WHERE order_id = ANY(order_ids) ORDER BY order_id FOR UPDATE;
  UPDATE order_item_totals t SET
      items = coalesce(s.items, 0),
      processed = coalesce(s.processed, 0),
      pending = coalesce(s.pending, 0),
      grams = coalesce(s.grams, 0),
      processed_grams = coalesce(s.processed_grams, 0),
      item_secs = coalesce(s.item_secs, 0),
      timed_items = coalesce(s.timed_items, 0),
      first_separated_at = s.first_separated_at,
      last_separated_at = s.last_separated_at
    FROM (SELECT unnest(order_ids) AS order_id) ids
    LEFT JOIN (
      SELECT i.order_id,
             count(*) AS items,
             count(*) FILTER (WHERE i.status > 1) AS processed,
             count(*) FILTER (WHERE i.status = 1) AS pending,
             sum(i.quantity) FILTER (WHERE i.portion_type = 1) AS grams,
             sum(coalesce(i.confirmed_quantity, 0)) FILTER (WHERE i.portion_type = 1 AND i.status > 1) AS processed_grams,
             sum(i.separated_time_secs) FILTER (WHERE i.status > 1) AS item_secs,
             count(i.separated_time_secs) FILTER (WHERE i.status > 1) AS timed_items,
             min(i.separated_at) AS first_separated_at,
             max(i.separated_at) AS last_separated_at
      FROM items i WHERE i.order_id = ANY(order_ids) GROUP BY i.order_id
    ) s ON s.order_id = ids.order_id
    WHERE t.order_id = ids.order_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_item_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_item_totals(ARRAY(SELECT DISTINCT order_id FROM new_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_item_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_item_totals(ARRAY(
    SELECT order_id FROM new_items UNION SELECT order_id FROM old_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_item_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_item_totals(ARRAY(SELECT DISTINCT order_id FROM old_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_order_totals_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_item_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER items_order_totals_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_item_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER items_order_totals_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION order_item_totals_after_delete();
--> statement-breakpoint
SELECT refresh_order_item_totals(ARRAY(SELECT DISTINCT order_id FROM items));
