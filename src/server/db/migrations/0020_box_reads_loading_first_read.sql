-- The conveyor's lookup reads a loading's first box read (its route) on every box: with an index on
-- truck_loading_id alone the planner walked box_reads in id order, a scan as long as the centre's history.
DROP INDEX "box_reads_truck_loading_id_idx";--> statement-breakpoint
CREATE INDEX "box_reads_truck_loading_first_idx" ON "box_reads" USING btree ("truck_loading_id","id");