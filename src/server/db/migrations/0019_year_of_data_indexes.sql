CREATE INDEX "orders_scheduled_date_order_id_idx" ON "orders" USING btree ("scheduled_date","order_id");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("scheduled_date") WHERE "orders"."checking_status" is null;--> statement-breakpoint
CREATE INDEX "works_end_idx" ON "works" USING btree ("end");