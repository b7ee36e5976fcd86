-- label_tag: the tag of a printed label scanned into an item, already spent on it
-- (pick_item_write.sql). THE SOURCE of the function as the database runs it; migration 0018
-- carries the same statement (sql-functions.test.ts). A label is a scale label (scale and
-- label id) or a GS1 case label with a serial number (GTIN-14 and serial, AI 21); each has
-- a unique index, so a label has one tag. Null when the label has a tag already (made
-- meanwhile by another scan, or pushed by the scale), and then nothing is written.
CREATE FUNCTION label_tag(
  p_item integer,
  p_grams integer,
  p_sku integer,
  p_scale_id integer,
  p_scale_label_id integer,
  p_gs1_gtin text,
  p_gs1_serial text,
  p_weighing_time timestamptz,
  p_now timestamptz
) RETURNS integer LANGUAGE sql AS $$
  INSERT INTO pre_picking_tags (unique_tag, sku, product_base_id, purchase_value, item_weight, scale_id, scale_label_id,
      gs1_gtin, gs1_serial, weighing_time, created_at, used_by_item_id, used_at)
    SELECT true, p.sku, p.product_base_id, p.purchase_value, p_grams, p_scale_id, p_scale_label_id,
      p_gs1_gtin, p_gs1_serial, p_weighing_time, p_now, p_item, p_now
    FROM products p WHERE p.sku = p_sku
    ON CONFLICT DO NOTHING
    RETURNING id
$$;
