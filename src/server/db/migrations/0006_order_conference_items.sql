CREATE TABLE "order_conference_items" (
	"conference_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"separated" boolean NOT NULL,
	CONSTRAINT "order_conference_items_conference_id_item_id_pk" PRIMARY KEY("conference_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "order_conference_items" ADD CONSTRAINT "order_conference_items_conference_id_order_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."order_conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conference_items" ADD CONSTRAINT "order_conference_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_conference_items_item_id_idx" ON "order_conference_items" USING btree ("item_id");