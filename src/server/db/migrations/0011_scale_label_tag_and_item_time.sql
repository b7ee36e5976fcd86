-- One tag per printed scale label, and one rule for an item's picking time.
--
-- A scale label scanned without a tag becomes one (the scan's pick_item_write, reposition's
-- spendTag); two pickers scanning the same label at the same instant, or a scale pushing a
-- label a picker already scanned, could make a second tag for it, and the label would be
-- counted twice. The unique index makes the second insert do nothing, and scale_label_tag is
-- the one place a label becomes a tag.
--
-- Labels that already have more than one tag keep the oldest; the later tags keep their
-- weighings and everything else, but no longer claim the label. Their ids are named in a
-- warning in the server's log.
DO $$
DECLARE v_later text;
BEGIN
  WITH later AS (
    UPDATE pre_picking_tags t SET scale_id = NULL, scale_label_id = NULL
      WHERE t.scale_id IS NOT NULL AND t.scale_label_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM pre_picking_tags k WHERE k.scale_id = t.scale_id AND k.scale_label_id = t.scale_label_id AND k.id < t.id)
      RETURNING t.id)
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO v_later FROM later;
  IF v_later IS NOT NULL THEN
    RAISE WARNING 'pre-picking tags % repeated an older tag''s scale label and no longer claim it', v_later;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "pre_picking_tags_scale_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "pre_picking_tags_scale_label_key" ON "pre_picking_tags" USING btree ("scale_id","scale_label_id");--> statement-breakpoint
-- The tag of a scale label scanned into an item, already spent on it; null when the label
-- has a tag already (made meanwhile by another scan or pushed by the scale), and then
-- nothing is written.
CREATE FUNCTION scale_label_tag(
  p_item integer,
  p_grams integer,
  p_sku integer,
  p_scale_id integer,
  p_scale_label_id integer,
  p_weighing_time timestamptz,
  p_now timestamptz
) RETURNS integer LANGUAGE sql AS $$
  INSERT INTO pre_picking_tags (unique_tag, sku, product_base_id, purchase_value, item_weight, scale_id, scale_label_id,
      weighing_time, created_at, used_by_item_id, used_at)
    SELECT true, p.sku, p.product_base_id, p.purchase_value, p_grams, p_scale_id, p_scale_label_id, p_weighing_time, p_now, p_item, p_now
    FROM products p WHERE p.sku = p_sku
    ON CONFLICT (scale_id, scale_label_id) DO NOTHING
    RETURNING id
$$;--> statement-breakpoint
-- How long a picker took over an item, in one place for every way an item is picked (the
-- scan's pick_item_write, and items-service.ts when an item is confirmed or broken): the
-- seconds since their previous item of this work, or since they took the order.
CREATE FUNCTION seconds_on_item(p_work integer, p_now timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT greatest(0, floor(extract(epoch FROM p_now - coalesce(
    (SELECT max(i.separated_at) FROM items i WHERE i.work_id = p_work),
    (SELECT w.begin FROM works w WHERE w.id = p_work)))))::integer
$$;--> statement-breakpoint
-- The scan's write (0009), its scale label made a tag by scale_label_tag and its item
-- timed by seconds_on_item.
CREATE OR REPLACE FUNCTION pick_item_write(
  p_user integer,
  p_work integer,
  p_item integer,
  p_item_version text,
  p_weighings_count integer,
  p_weighings_last integer,
  p_grams integer,
  p_tag integer,
  p_spend_tag boolean,
  p_scale_sku integer,
  p_scale_id integer,
  p_scale_label_id integer,
  p_weighing_time timestamptz,
  p_confirmed integer,
  p_now timestamptz
) RETURNS TABLE (weighing_id integer, tag_id integer) LANGUAGE plpgsql AS $$
DECLARE
  v_order integer;
  v_item items%ROWTYPE;
  v_count integer;
  v_last integer;
  v_tag integer := p_tag;
  v_weighing integer;
BEGIN
  -- The order's lock, which every change of a picker's order takes first (access.ts holdWork).
  PERFORM 1 FROM orders o WHERE o.id = (SELECT w.order_id FROM works w WHERE w.id = p_work) FOR UPDATE;
  SELECT o.id INTO v_order FROM works w JOIN orders o ON o.id = w.order_id
    WHERE w.id = p_work AND w.separator_id = p_user AND w."end" IS NULL AND o.permission_to_separate <> 'recused';
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO v_item FROM items i WHERE i.id = p_item AND i.order_id = v_order AND i.xmin::text = p_item_version FOR UPDATE;
  IF NOT FOUND OR v_item.status <> 1 THEN RETURN; END IF;
  IF NOT v_item.pre_boxed AND EXISTS (
    SELECT 1 FROM separation_steps s WHERE s.order_id = v_order AND s.level = v_item.step AND s.is_finished) THEN RETURN; END IF;
  SELECT count(*), coalesce(max(w.id), 0) INTO v_count, v_last FROM weighings w WHERE w.item_id = p_item;
  IF v_count <> p_weighings_count OR v_last <> p_weighings_last THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM alerts a WHERE a.user_request_id = p_user AND a.kind = 'lost_pre_picking' AND a.status = 'pendente') THEN
    RETURN;
  END IF;

  -- Nothing is written before this point, so returning early above leaves no trace.
  IF p_spend_tag THEN
    UPDATE pre_picking_tags t SET used_by_item_id = p_item, used_at = p_now WHERE t.id = p_tag AND t.used_by_item_id IS NULL;
    IF NOT FOUND THEN RETURN; END IF;
  ELSIF p_scale_sku IS NOT NULL THEN
    -- A scale label without a tag becomes one, so it cannot be scanned twice; when it has one
    -- by now, nothing is written and the scan, read again, finds that tag.
    v_tag := scale_label_tag(p_item, p_grams, p_scale_sku, p_scale_id, p_scale_label_id, p_weighing_time, p_now);
    IF v_tag IS NULL THEN RETURN; END IF;
  END IF;
  INSERT INTO weighings (item_id, grams, pre_picking_tag_id, work_id, scanned_by_id, created_at)
    VALUES (p_item, p_grams, v_tag, p_work, p_user, p_now) RETURNING id INTO v_weighing;

  IF p_confirmed IS NOT NULL THEN
    -- The item is complete: picked by scanning, timed as every picked item is.
    UPDATE items SET status = 2, confirmed_quantity = p_confirmed, work_id = p_work, separated_at = p_now,
        separated_time_secs = seconds_on_item(p_work, p_now), separation_method = 'scanning'
      WHERE id = p_item;
  END IF;
  RETURN QUERY SELECT v_weighing, v_tag;
END $$;
