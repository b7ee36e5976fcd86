CREATE TABLE "permission_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "permission_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permission_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_permission_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"is_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"is_local" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_name" text NOT NULL,
	"color_route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_color_route_unique" UNIQUE("color_route"),
	CONSTRAINT "printers_color_route" CHECK ("printers"."color_route" in ('AMARELO', 'AZUL', 'VERDE', 'TURQUESA', 'SALMÃO', 'ROSA', 'ROXO', 'LARANJA', 'BRANCA', 'MARROM', 'BEGE', 'VINHO', 'LILÁS', 'AZUL CIANO', 'VERMELHO', 'ESMERALDA', 'VERDE LIMÃO'))
);
--> statement-breakpoint
CREATE TABLE "separation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"separation_group" integer NOT NULL,
	"market_number" integer NOT NULL,
	"receive_pj_orders" boolean DEFAULT true NOT NULL,
	"receive_pf_orders" boolean DEFAULT true NOT NULL,
	"receive_ka_orders" boolean DEFAULT true NOT NULL,
	"receive_critical_orders" boolean DEFAULT true NOT NULL,
	"receive_ifood_orders" boolean DEFAULT true NOT NULL,
	"receive_dynamic_price_orders" boolean DEFAULT true NOT NULL,
	"separation_group_commands" boolean DEFAULT true NOT NULL,
	"has_conference" boolean DEFAULT false NOT NULL,
	"cam_scanner" boolean DEFAULT false NOT NULL,
	"infrared_scanner" boolean DEFAULT false NOT NULL,
	"has_count_by_step" boolean DEFAULT false NOT NULL,
	"steps_without_scanner" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"fast_track" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "separation_groups_separation_group_unique" UNIQUE("separation_group"),
	CONSTRAINT "separation_groups_number" CHECK ("separation_groups"."separation_group" >= 1),
	CONSTRAINT "separation_groups_one_scanner" CHECK (not ("separation_groups"."cam_scanner" and "separation_groups"."infrared_scanner"))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"number_of_separators" integer DEFAULT 0 NOT NULL,
	"goal_separate" integer DEFAULT 1 NOT NULL,
	"peak_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"pallet_limit_weight" integer DEFAULT 0 NOT NULL,
	"pallet_limit_wholesale_box" integer DEFAULT 0 NOT NULL,
	"pre_picking_validity_check" boolean DEFAULT true NOT NULL,
	"pending_order_blocks_loading" boolean DEFAULT true NOT NULL,
	"stickers_by_box" integer DEFAULT 1 NOT NULL,
	"separations" integer DEFAULT 4 NOT NULL,
	"token" text NOT NULL,
	"conveyor_enabled" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_stickers_by_box" CHECK ("settings"."stickers_by_box" >= 1),
	CONSTRAINT "settings_separations" CHECK ("settings"."separations" >= 1),
	CONSTRAINT "settings_number_of_separators" CHECK ("settings"."number_of_separators" >= 0),
	CONSTRAINT "settings_goal_separate" CHECK ("settings"."goal_separate" >= 0),
	CONSTRAINT "settings_pallet_limits" CHECK ("settings"."pallet_limit_weight" >= 0 and "settings"."pallet_limit_wholesale_box" >= 0),
	CONSTRAINT "settings_peak_days" CHECK ("settings"."peak_days" <@ array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[])
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" integer PRIMARY KEY NOT NULL,
	"product_base_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"image_path" text,
	"barcode" text,
	"portion_type" smallint NOT NULL,
	"purchase_value" integer DEFAULT 1 NOT NULL,
	"step" smallint,
	"is_wholesale" boolean DEFAULT false NOT NULL,
	"unique_tag_only" boolean DEFAULT false NOT NULL,
	"need_authorization" boolean DEFAULT false NOT NULL,
	"batch_required" boolean DEFAULT false NOT NULL,
	"minimum_extra_order" numeric(5, 4) DEFAULT 0 NOT NULL,
	"maximum_extra_order" numeric(5, 4) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_portion_type" CHECK ("products"."portion_type" in (1, 2)),
	CONSTRAINT "products_status" CHECK ("products"."status" in ('active', 'inactive')),
	CONSTRAINT "products_step" CHECK ("products"."step" >= 1),
	CONSTRAINT "products_purchase_value" CHECK ("products"."purchase_value" >= 1),
	CONSTRAINT "products_extra_order" CHECK ("products"."minimum_extra_order" between 0 and 1 and "products"."maximum_extra_order" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"client_type" text NOT NULL,
	"client_name" text NOT NULL,
	"client_trade" text,
	"document" text,
	"city" text,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "clients_client_type" CHECK ("clients"."client_type" in ('PF', 'PJ', 'KA', 'IFOOD'))
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_date" date NOT NULL,
	"code" text NOT NULL,
	"color_route" text NOT NULL,
	"vehicle_capacity" integer NOT NULL,
	"driver_name" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_hidden_by_id" integer,
	"reduced" boolean,
	"reduced_by_id" integer,
	"loading_status" text DEFAULT 'pending' NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_operation_date_code_unique" UNIQUE("operation_date","code"),
	CONSTRAINT "routes_color_route" CHECK ("routes"."color_route" in ('AMARELO', 'AZUL', 'VERDE', 'TURQUESA', 'SALMÃO', 'ROSA', 'ROXO', 'LARANJA', 'BRANCA', 'MARROM', 'BEGE', 'VINHO', 'LILÁS', 'AZUL CIANO', 'VERMELHO', 'ESMERALDA', 'VERDE LIMÃO')),
	CONSTRAINT "routes_loading_status" CHECK ("routes"."loading_status" in ('pending', 'loading', 'loaded')),
	CONSTRAINT "routes_vehicle_capacity" CHECK ("routes"."vehicle_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_delivery_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"driver" text,
	"neighborhood" text,
	"shipping_street_and_number" text,
	"city" text,
	"state" text,
	"bill_of_sale_id" text,
	"scheduled_time_from" time,
	"scheduled_time_to" time,
	"observations" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"client_id" integer,
	"client_type" text NOT NULL,
	"client_name" text NOT NULL,
	"client_trade" text,
	"ifood_bag" boolean DEFAULT false NOT NULL,
	"store_id" text,
	"route" text,
	"color_route" text,
	"route_id" integer,
	"scheduled_date" date NOT NULL,
	"instructions" text,
	"is_critical" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_dynamic_price" boolean DEFAULT false NOT NULL,
	"directed_group" integer,
	"separation_group" integer,
	"permission_to_separate" text DEFAULT 'approved' NOT NULL,
	"checking_status" smallint,
	"is_first_order" boolean DEFAULT false NOT NULL,
	"is_palletized" boolean DEFAULT false NOT NULL,
	"is_already_print_stickers" boolean DEFAULT false NOT NULL,
	"has_invoice" boolean DEFAULT false NOT NULL,
	"released_without_invoice_by_id" integer,
	"released_without_invoice_at" timestamp with time zone,
	"replacement_of_order_id" text,
	"queue_index" integer,
	"end_time" timestamp with time zone,
	"boxes_number" integer,
	"loading_boxes_number" integer,
	"conference_boxes_number" integer,
	"boxes_by_conferencer" integer,
	"adjusted_boxes_number" integer,
	"adjusted_boxes_number_conveyor" integer,
	"corrected_boxes_number" integer,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_client_type" CHECK ("orders"."client_type" in ('PF', 'PJ', 'KA', 'IFOOD')),
	CONSTRAINT "orders_color_route" CHECK ("orders"."color_route" in ('AMARELO', 'AZUL', 'VERDE', 'TURQUESA', 'SALMÃO', 'ROSA', 'ROXO', 'LARANJA', 'BRANCA', 'MARROM', 'BEGE', 'VINHO', 'LILÁS', 'AZUL CIANO', 'VERMELHO', 'ESMERALDA', 'VERDE LIMÃO')),
	CONSTRAINT "orders_permission_to_separate" CHECK ("orders"."permission_to_separate" in ('approved', 'pending', 'recused')),
	CONSTRAINT "orders_checking_status" CHECK ("orders"."checking_status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "orders_box_counts" CHECK (coalesce("orders"."boxes_number", 0) >= 0 and coalesce("orders"."loading_boxes_number", 0) >= 0
        and coalesce("orders"."conference_boxes_number", 0) >= 0 and coalesce("orders"."boxes_by_conferencer", 0) >= 0
        and coalesce("orders"."adjusted_boxes_number", 0) >= 0 and coalesce("orders"."adjusted_boxes_number_conveyor", 0) >= 0
        and coalesce("orders"."corrected_boxes_number", 0) >= 0),
	CONSTRAINT "orders_queue_index" CHECK ("orders"."queue_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" integer NOT NULL,
	"step" smallint,
	"portion_type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"converted_quantity" integer,
	"confirmed_quantity" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"use_conversion_flow" boolean DEFAULT false NOT NULL,
	"pre_boxed" boolean DEFAULT false NOT NULL,
	"grouped" boolean DEFAULT false NOT NULL,
	"instructions" text,
	"separation_method" text,
	"work_id" integer,
	"separated_time_secs" integer,
	"separated_at" timestamp with time zone,
	CONSTRAINT "items_status" CHECK ("items"."status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "items_portion_type" CHECK ("items"."portion_type" in (1, 2)),
	CONSTRAINT "items_separation_method" CHECK ("items"."separation_method" in ('manual', 'scanning')),
	CONSTRAINT "items_quantity" CHECK ("items"."quantity" > 0),
	CONSTRAINT "items_quantities_not_negative" CHECK (coalesce("items"."converted_quantity", 0) >= 0 and coalesce("items"."confirmed_quantity", 0) >= 0),
	CONSTRAINT "items_step" CHECK ("items"."step" >= 1)
);
--> statement-breakpoint
CREATE TABLE "separation_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"accounted_boxes" integer,
	"work_id" integer,
	"finished_at" timestamp with time zone,
	CONSTRAINT "separation_steps_order_level_unique" UNIQUE("order_id","level"),
	CONSTRAINT "separation_steps_level" CHECK ("separation_steps"."level" >= 1),
	CONSTRAINT "separation_steps_accounted_boxes" CHECK ("separation_steps"."accounted_boxes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "separator_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"started_by_id" integer,
	"ended_by_id" integer,
	CONSTRAINT "separator_pauses_end_after_start" CHECK ("separator_pauses"."ended_at" is null or "separator_pauses"."ended_at" >= "separator_pauses"."started_at")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"separator_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"separation_group" integer,
	"type" text DEFAULT 'separation' NOT NULL,
	"begin" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"working_time_secs" integer,
	"double_check" boolean DEFAULT false NOT NULL,
	"fast_track" boolean DEFAULT true NOT NULL,
	CONSTRAINT "works_type" CHECK ("works"."type" in ('separation', 'revision', 'conference')),
	CONSTRAINT "works_end_after_begin" CHECK ("works"."end" is null or "works"."end" >= "works"."begin"),
	CONSTRAINT "works_working_time_secs" CHECK ("works"."working_time_secs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pre_picking_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_tag" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"batch_id" text,
	"sku" integer NOT NULL,
	"product_base_id" integer NOT NULL,
	"purchase_value" integer NOT NULL,
	"item_weight" integer,
	"scale_id" integer,
	"scale_label_id" integer,
	"weighing_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_by_item_id" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "pre_picking_tags_item_weight" CHECK ("pre_picking_tags"."item_weight" is null or "pre_picking_tags"."item_weight" > 0),
	CONSTRAINT "pre_picking_tags_purchase_value" CHECK ("pre_picking_tags"."purchase_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "weighings" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"grams" integer NOT NULL,
	"pre_picking_tag_id" integer,
	"work_id" integer,
	"scanned_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weighings_grams" CHECK ("weighings"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"user_request_id" integer NOT NULL,
	"user_response_id" integer,
	"separation_group" integer,
	"reason" text,
	"order_id" integer,
	"item_id" integer,
	"work_id" integer,
	"related_alert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "alerts_kind" CHECK ("alerts"."kind" in ('pre_picking_break', 'lost_pre_picking', 'support')),
	CONSTRAINT "alerts_status" CHECK ("alerts"."status" in ('pendente', 'awaiting', 'accept', 'declined', 'concluido')),
	CONSTRAINT "alerts_responded" CHECK ("alerts"."responded_at" is null or "alerts"."responded_at" >= "alerts"."created_at")
);
--> statement-breakpoint
CREATE TABLE "breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"work_id" integer,
	"type" smallint NOT NULL,
	"broken_quantity" integer NOT NULL,
	"reason" text,
	"released" boolean DEFAULT false NOT NULL,
	"released_by_id" integer,
	"released_at" timestamp with time zone,
	"added_boxes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaks_type" CHECK ("breaks"."type" in (3, 4)),
	CONSTRAINT "breaks_broken_quantity" CHECK ("breaks"."broken_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "replenishment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" integer NOT NULL,
	"separation_group" integer NOT NULL,
	"user_request_id" integer NOT NULL,
	"user_response_id" integer,
	"status" text DEFAULT 'aguardando resposta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "replenishment_requests_status" CHECK ("replenishment_requests"."status" in ('aguardando resposta', 'reabastecido', 'quebra'))
);
--> statement-breakpoint
CREATE TABLE "repositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"break_id" integer,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"pre_picking_tag_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repositions_quantity" CHECK ("repositions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "box_conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"read_boxes" integer DEFAULT 0 NOT NULL,
	"total_boxes" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_conferences_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "box_conferences_status" CHECK ("box_conferences"."status" in (1, 2, 3)),
	CONSTRAINT "box_conferences_counts" CHECK ("box_conferences"."read_boxes" >= 0 and "box_conferences"."total_boxes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"checked_by_id" integer,
	"has_been_reviewed" boolean DEFAULT false NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL,
	"adjusted_boxes_number" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_conferences_adjusted_boxes_number" CHECK ("order_conferences"."adjusted_boxes_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "box_count_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" integer,
	"new_value" integer,
	"user_id" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_count_changes_field" CHECK ("box_count_changes"."field" in ('boxes_number', 'boxes_by_conferencer', 'conference_boxes_number', 'adjusted_boxes_number', 'loading_boxes_number', 'corrected_boxes_number', 'adjusted_boxes_number_conveyor')),
	CONSTRAINT "box_count_changes_source" CHECK ("box_count_changes"."source" in ('conveyor', 'fixed_reader', 'conference', 'separation', 'panel', 'system'))
);
--> statement-breakpoint
CREATE TABLE "box_divergences" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"order_id" integer NOT NULL,
	"expected_boxes" integer NOT NULL,
	"inputed_boxes" integer NOT NULL,
	"inputed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_divergences_action" CHECK ("box_divergences"."action" in ('confirm_divergence', 'back_divergence'))
);
--> statement-breakpoint
CREATE TABLE "box_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"tag_value" text NOT NULL,
	"url_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"box_number" integer NOT NULL,
	"tag_value" text NOT NULL,
	"source" text NOT NULL,
	"reader_id" text,
	"user_id" integer,
	"truck_loading_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_reads_order_box_unique" UNIQUE("order_id","box_number"),
	CONSTRAINT "box_reads_box_number" CHECK ("box_reads"."box_number" >= 1),
	CONSTRAINT "box_reads_source" CHECK ("box_reads"."source" in ('conveyor', 'fixed_reader', 'conference', 'separation', 'panel', 'system'))
);
--> statement-breakpoint
CREATE TABLE "label_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"box_quantity" integer NOT NULL,
	"reprint" boolean DEFAULT false NOT NULL,
	"printer_choice" integer,
	"printer_name" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_prints_box_quantity" CHECK ("label_prints"."box_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "truck_loadings" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_plate" text NOT NULL,
	"operation_date" date NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"started_by_id" integer,
	"finished_by_id" integer,
	CONSTRAINT "truck_loadings_license_plate" CHECK (char_length("truck_loadings"."license_plate") between 7 and 10),
	CONSTRAINT "truck_loadings_end_after_start" CHECK ("truck_loadings"."end_time" is null or "truck_loadings"."end_time" >= "truck_loadings"."start_time")
);
--> statement-breakpoint
CREATE TABLE "complaint_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "complaint_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"separator_id" integer,
	"quantity" integer NOT NULL,
	"separation_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_quantity" CHECK ("complaints"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_permission_groups" ADD CONSTRAINT "user_permission_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permission_groups" ADD CONSTRAINT "user_permission_groups_group_id_permission_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."permission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_is_hidden_by_id_users_id_fk" FOREIGN KEY ("is_hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_reduced_by_id_users_id_fk" FOREIGN KEY ("reduced_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_details" ADD CONSTRAINT "order_delivery_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_directed_group_separation_groups_separation_group_fk" FOREIGN KEY ("directed_group") REFERENCES "public"."separation_groups"("separation_group") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_separation_group_separation_groups_separation_group_fk" FOREIGN KEY ("separation_group") REFERENCES "public"."separation_groups"("separation_group") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_released_without_invoice_by_id_users_id_fk" FOREIGN KEY ("released_without_invoice_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separation_steps" ADD CONSTRAINT "separation_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separation_steps" ADD CONSTRAINT "separation_steps_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separator_pauses" ADD CONSTRAINT "separator_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separator_pauses" ADD CONSTRAINT "separator_pauses_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separator_pauses" ADD CONSTRAINT "separator_pauses_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_separator_id_users_id_fk" FOREIGN KEY ("separator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_separation_group_separation_groups_separation_group_fk" FOREIGN KEY ("separation_group") REFERENCES "public"."separation_groups"("separation_group") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "pre_picking_tags" ADD CONSTRAINT "pre_picking_tags_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_picking_tags" ADD CONSTRAINT "pre_picking_tags_used_by_item_id_items_id_fk" FOREIGN KEY ("used_by_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_pre_picking_tag_id_pre_picking_tags_id_fk" FOREIGN KEY ("pre_picking_tag_id") REFERENCES "public"."pre_picking_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_scanned_by_id_users_id_fk" FOREIGN KEY ("scanned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_request_id_users_id_fk" FOREIGN KEY ("user_request_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_response_id_users_id_fk" FOREIGN KEY ("user_response_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_related_alert_id_alerts_id_fk" FOREIGN KEY ("related_alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_requests" ADD CONSTRAINT "replenishment_requests_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_requests" ADD CONSTRAINT "replenishment_requests_user_request_id_users_id_fk" FOREIGN KEY ("user_request_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_requests" ADD CONSTRAINT "replenishment_requests_user_response_id_users_id_fk" FOREIGN KEY ("user_response_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositions" ADD CONSTRAINT "repositions_break_id_breaks_id_fk" FOREIGN KEY ("break_id") REFERENCES "public"."breaks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositions" ADD CONSTRAINT "repositions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositions" ADD CONSTRAINT "repositions_pre_picking_tag_id_pre_picking_tags_id_fk" FOREIGN KEY ("pre_picking_tag_id") REFERENCES "public"."pre_picking_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositions" ADD CONSTRAINT "repositions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_conferences" ADD CONSTRAINT "box_conferences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_conferences" ADD CONSTRAINT "box_conferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conferences" ADD CONSTRAINT "order_conferences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conferences" ADD CONSTRAINT "order_conferences_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_count_changes" ADD CONSTRAINT "box_count_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_count_changes" ADD CONSTRAINT "box_count_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_divergences" ADD CONSTRAINT "box_divergences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_divergences" ADD CONSTRAINT "box_divergences_inputed_by_id_users_id_fk" FOREIGN KEY ("inputed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_images" ADD CONSTRAINT "box_images_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_reads" ADD CONSTRAINT "box_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_reads" ADD CONSTRAINT "box_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_reads" ADD CONSTRAINT "box_reads_truck_loading_id_truck_loadings_id_fk" FOREIGN KEY ("truck_loading_id") REFERENCES "public"."truck_loadings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_loadings" ADD CONSTRAINT "truck_loadings_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_loadings" ADD CONSTRAINT "truck_loadings_finished_by_id_users_id_fk" FOREIGN KEY ("finished_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reason_id_complaint_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."complaint_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_separator_id_users_id_fk" FOREIGN KEY ("separator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_secrets_user_id_idx" ON "two_factor_secrets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_product_base_id_idx" ON "products" USING btree ("product_base_id");--> statement-breakpoint
CREATE INDEX "products_step_idx" ON "products" USING btree ("step");--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("client_name");--> statement-breakpoint
CREATE INDEX "orders_scheduled_date_checking_status_idx" ON "orders" USING btree ("scheduled_date","checking_status");--> statement-breakpoint
CREATE INDEX "orders_route_id_idx" ON "orders" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "orders_scheduled_date_route_idx" ON "orders" USING btree ("scheduled_date","route");--> statement-breakpoint
CREATE INDEX "orders_client_id_idx" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "orders_separation_group_idx" ON "orders" USING btree ("separation_group");--> statement-breakpoint
CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "items_order_id_idx" ON "items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "items_sku_idx" ON "items" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "items_work_id_idx" ON "items" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "items_separated_at_idx" ON "items" USING btree ("separated_at");--> statement-breakpoint
CREATE INDEX "separator_pauses_user_id_started_at_idx" ON "separator_pauses" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "works_separator_id_begin_idx" ON "works" USING btree ("separator_id","begin");--> statement-breakpoint
CREATE INDEX "works_order_id_idx" ON "works" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "works_open_idx" ON "works" USING btree ("separator_id") WHERE "works"."end" is null;--> statement-breakpoint
CREATE INDEX "works_begin_idx" ON "works" USING btree ("begin");--> statement-breakpoint
CREATE INDEX "pre_picking_tags_sku_idx" ON "pre_picking_tags" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "pre_picking_tags_used_by_item_id_idx" ON "pre_picking_tags" USING btree ("used_by_item_id");--> statement-breakpoint
CREATE INDEX "pre_picking_tags_scale_idx" ON "pre_picking_tags" USING btree ("scale_id","scale_label_id");--> statement-breakpoint
CREATE INDEX "weighings_item_id_idx" ON "weighings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "weighings_pre_picking_tag_id_idx" ON "weighings" USING btree ("pre_picking_tag_id");--> statement-breakpoint
CREATE INDEX "alerts_status_kind_idx" ON "alerts" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "alerts_item_id_idx" ON "alerts" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "alerts_user_request_id_idx" ON "alerts" USING btree ("user_request_id");--> statement-breakpoint
CREATE INDEX "breaks_order_id_idx" ON "breaks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "breaks_item_id_idx" ON "breaks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "breaks_unreleased_idx" ON "breaks" USING btree ("created_at") WHERE not "breaks"."released";--> statement-breakpoint
CREATE INDEX "replenishment_requests_status_created_at_idx" ON "replenishment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "repositions_item_id_idx" ON "repositions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "box_conferences_status_updated_at_idx" ON "box_conferences" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "order_conferences_order_id_idx" ON "order_conferences" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_conferences_open_idx" ON "order_conferences" USING btree ("checked_by_id") WHERE "order_conferences"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "box_count_changes_order_id_idx" ON "box_count_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "box_divergences_order_id_idx" ON "box_divergences" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "box_images_order_id_idx" ON "box_images" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "box_images_tag_value_idx" ON "box_images" USING btree ("tag_value");--> statement-breakpoint
CREATE INDEX "box_reads_truck_loading_id_idx" ON "box_reads" USING btree ("truck_loading_id");--> statement-breakpoint
CREATE INDEX "box_reads_created_at_idx" ON "box_reads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "label_prints_order_id_idx" ON "label_prints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "truck_loadings_open_idx" ON "truck_loadings" USING btree ("start_time") WHERE "truck_loadings"."end_time" is null;--> statement-breakpoint
CREATE INDEX "complaints_separator_id_separation_date_idx" ON "complaints" USING btree ("separator_id","separation_date");--> statement-breakpoint
CREATE INDEX "complaints_order_id_idx" ON "complaints" USING btree ("order_id");