-- pick_item_write: a scan's write in one round trip (src/server/modules/picking/scan-write.ts).
-- THE SOURCE of the function as the database runs it. Migrations cannot change, so each
-- migration that defines the function copies this file's statement (0009 created it, 0011
-- and 0018 replaced it); sql-functions.test.ts fails when the newest migration's copy and this file
-- differ, so a change here needs a migration carrying it.
--
-- The service read the scan's context without a lock and decided; this applies the decision
-- only if nothing it decided on changed meanwhile, and otherwise writes nothing and returns no
-- row, so the service reads again. Every statement runs after the order's lock, in READ
-- COMMITTED with a fresh snapshot, so it sees whatever a concurrent change committed.
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
  p_label_sku integer,
  p_scale_id integer,
  p_scale_label_id integer,
  p_gs1_gtin text,
  p_gs1_serial text,
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
  -- Guards a scan sent for a work that is not this picker's, already ended (finished,
  -- handed over, reset) or of an order cancelled upstream meanwhile.
  SELECT o.id INTO v_order FROM works w JOIN orders o ON o.id = w.order_id
    WHERE w.id = p_work AND w.separator_id = p_user AND w."end" IS NULL AND o.permission_to_separate <> 'recused';
  IF NOT FOUND THEN RETURN; END IF;
  -- Guards an item of another order, or one changed since the service read it (its row
  -- version, xmin): an edit, a break or another scan that committed first.
  SELECT * INTO v_item FROM items i WHERE i.id = p_item AND i.order_id = v_order AND i.xmin::text = p_item_version FOR UPDATE;
  -- Guards an item no longer pending (1): picked, broken or replenished already.
  IF NOT FOUND OR v_item.status <> 1 THEN RETURN; END IF;
  -- Guards a step already confirmed: its items are closed, except pre-boxed ones.
  IF NOT v_item.pre_boxed AND EXISTS (
    SELECT 1 FROM separation_steps s WHERE s.order_id = v_order AND s.level = v_item.step AND s.is_finished) THEN RETURN; END IF;
  -- Guards a weighing counted twice: the item's weighings are still the ones the service
  -- counted (a resent scan, or two readers at once, finds one more and writes nothing).
  SELECT count(*), coalesce(max(w.id), 0) INTO v_count, v_last FROM weighings w WHERE w.item_id = p_item;
  IF v_count <> p_weighings_count OR v_last <> p_weighings_last THEN RETURN; END IF;
  -- Guards the scanner lock of a lost pre-picking: no scan counts until a supervisor answers.
  IF EXISTS (SELECT 1 FROM alerts a WHERE a.user_request_id = p_user AND a.kind = 'lost_pre_picking' AND a.status = 'pendente') THEN
    RETURN;
  END IF;

  -- Nothing is written before this point, so returning early above leaves no trace.
  IF p_spend_tag THEN
    -- Guards a unique tag spent twice: only a tag still unused is taken.
    UPDATE pre_picking_tags t SET used_by_item_id = p_item, used_at = p_now WHERE t.id = p_tag AND t.used_by_item_id IS NULL;
    IF NOT FOUND THEN RETURN; END IF;
  ELSIF p_label_sku IS NOT NULL THEN
    -- A scale label or a serialised GS1 case label without a tag becomes one, so it cannot be
    -- scanned twice; when it has one by now, nothing is written and the scan, read again,
    -- finds that tag.
    v_tag := label_tag(p_item, p_grams, p_label_sku, p_scale_id, p_scale_label_id, p_gs1_gtin, p_gs1_serial, p_weighing_time, p_now);
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
