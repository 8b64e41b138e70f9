CREATE TABLE "after_sale_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" smallint NOT NULL,
	"note_key" varchar(48) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_events_to_check" CHECK ("after_sale_events"."to_status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "after_sale_events_actor_check" CHECK ("after_sale_events"."actor" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"after_sale_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "after_sale_lines_after_sale_id_order_line_id_pk" PRIMARY KEY("after_sale_id","order_line_id"),
	CONSTRAINT "after_sale_lines_amount_check" CHECK ("after_sale_lines"."amount_fen" between 0 and 9007199254740991 and "after_sale_lines"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale_photos" (
	"after_sale_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"upload_id" bigint NOT NULL,
	CONSTRAINT "after_sale_photos_after_sale_id_position_pk" PRIMARY KEY("after_sale_id","position"),
	CONSTRAINT "after_sale_photos_position_check" CHECK ("after_sale_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason_code" varchar(24) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"requested_fen" bigint NOT NULL,
	"return_recipient_name" varchar(32),
	"return_phone" varchar(11),
	"return_province_code" varchar(6),
	"return_city" varchar(32),
	"return_district" varchar(32),
	"return_street" varchar(120),
	"return_postcode" varchar(6),
	"return_carrier_code" varchar(8),
	"return_tracking_number" varchar(30),
	"reject_reason" varchar(200),
	"seller_deadline" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_type_check" CHECK ("after_sales"."type" in (1, 2)),
	CONSTRAINT "after_sales_status_check" CHECK ("after_sales"."status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "after_sales_reason_check" CHECK ("after_sales"."reason_code" in ('notReceived', 'notAsDescribed', 'damaged', 'wrongItem', 'qualityIssue', 'changedMind', 'other')),
	CONSTRAINT "after_sales_requested_check" CHECK ("after_sales"."requested_fen" between 0 and 9007199254740991 and "after_sales"."requested_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"after_sale_id" bigint,
	"amount_fen" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider_refund_id" varchar(64),
	"refund_key" varchar(64) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp (3) with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fen" between 0 and 9007199254740991 and "refunds"."amount_fen" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_photos" ADD CONSTRAINT "after_sale_photos_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_photos" ADD CONSTRAINT "after_sale_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buyer_id_customers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_after_sale_idx" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_order_line_idx" ON "after_sale_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_created_idx" ON "after_sales" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_status_created_idx" ON "after_sales" USING btree ("buyer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_seller_created_idx" ON "after_sales" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_seller_status_created_idx" ON "after_sales" USING btree ("seller_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_key_idx" ON "refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_after_sale_idx" ON "refunds" USING btree ("after_sale_id") WHERE "refunds"."after_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");