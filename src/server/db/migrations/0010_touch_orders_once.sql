-- The results feed's touch (0002) moves an order's updated_at after every change to what
-- hangs from it. A transaction that already updated the order row (taking orders updates
-- them, then inserts their works) need not update it again: the row's version is already
-- this transaction's, and its updated_at is already this transaction's clock. Each skipped
-- touch is one fewer new version of a wide, much-indexed row (bench/picking.ts). Rows written
-- under a savepoint carry the subtransaction's id and are touched as before.
CREATE OR REPLACE FUNCTION doca_touch_orders_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM old_rows)'
      ' AND xmin::text::bigint <> pg_current_xact_id()::text::bigint %% 4294967296', TG_ARGV[0]);
  ELSE
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM new_rows)'
      ' AND xmin::text::bigint <> pg_current_xact_id()::text::bigint %% 4294967296', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
