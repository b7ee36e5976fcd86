-- Box conference reads, one row per label (schema/conference.ts boxConferenceReads). Orders
-- in conference when this runs have no rows yet: a label read before it counts once more at most.
CREATE TABLE "box_conference_reads" (
	"order_id" integer NOT NULL,
	"box_number" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_conference_reads_order_id_box_number_pk" PRIMARY KEY("order_id","box_number")
);
--> statement-breakpoint
ALTER TABLE "box_conference_reads" ADD CONSTRAINT "box_conference_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_conference_reads" ADD CONSTRAINT "box_conference_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;