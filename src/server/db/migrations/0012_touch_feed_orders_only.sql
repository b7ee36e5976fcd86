-- The results feed (modules/integration/results-feed.ts) serves only orders in conference,
-- separated or loaded (checking_status 2, 3, 4: its FEED_STATUSES). The touch of what hangs
-- from an order (0002, 0010) now moves only those: while an order is waiting, being picked or
-- waiting for reposition, every scan and every confirmed item used to write a new version of
-- the wide order row, a non-HOT update since updated_at is indexed. Such an order enters the
-- feed by an update of its own status, which moves updated_at (orders_touch), so the feed
-- still sees everything that happened before.
CREATE OR REPLACE FUNCTION doca_touch_orders_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM old_rows)'
      ' AND checking_status IN (2, 3, 4)'
      ' AND xmin::text::bigint <> pg_current_xact_id()::text::bigint %% 4294967296', TG_ARGV[0]);
  ELSE
    EXECUTE format('UPDATE orders SET updated_at = clock_timestamp() WHERE id IN (SELECT %s FROM new_rows)'
      ' AND checking_status IN (2, 3, 4)'
      ' AND xmin::text::bigint <> pg_current_xact_id()::text::bigint %% 4294967296', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
