-- PL/pgSQL plans a function's statements once per session, but a statement with parameters is
-- planned again at every call while PostgreSQL's plan cache judges the custom plan cheaper than
-- the generic one, and `= ANY($1)` over an array of unknown length always looks dearer in the
-- generic plan. The items' totals triggers (0008, 0023) take their works and orders that way:
-- every item a scan completed re-planned the refreshes' statements, the hours' three-part CTE
-- among them. In a psql loop on the demo centre (backend CPU per completing UPDATE, 100 each,
-- three alternated pairs): 2.0-2.1 ms as planned per call, 1.2-1.4 ms with the generic plans.
-- The generic plans of these statements are bitmap index scans on the ids given, which hold
-- for an import's thousands of ids as well as for a scan's one.
--
-- Set on the functions a scan enters: the scan's write (pick_item_write, and so the triggers it
-- fires) and the items' update triggers (an undo, a break, an office's edit). The setting holds
-- for the statements they run and the triggers those fire, and is restored when they return.
ALTER FUNCTION pick_item_write(integer, integer, integer, text, integer, integer, integer, integer, boolean, integer, integer, integer, text, text, timestamptz, integer, timestamptz)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION work_item_totals_after_update() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION order_item_totals_after_update() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION doca_touch_orders_of_rows() SET plan_cache_mode = force_generic_plan;
