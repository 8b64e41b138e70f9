CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"payment_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" smallint NOT NULL,
	"note_key" varchar(48) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_to_check" CHECK ("order_events"."to_status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"title" varchar(120) NOT NULL,
	"cover_url" text NOT NULL,
	"cover_width" integer NOT NULL,
	"cover_height" integer NOT NULL,
	"cover_alt" varchar(200) NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"items_total_fen" bigint NOT NULL,
	"paid_fen" bigint NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_money_check" CHECK ("order_lines"."unit_price_fen" between 0 and 9007199254740991 and "order_lines"."items_total_fen" between 0 and 9007199254740991 and "order_lines"."paid_fen" between 0 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_number" text DEFAULT 'NL' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_numbers')::text, 8, '0') NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"digital" boolean DEFAULT false NOT NULL,
	"items_total_fen" bigint NOT NULL,
	"postage_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"recipient_name" varchar(32),
	"phone" varchar(11),
	"province_code" varchar(6),
	"city" varchar(32),
	"district" varchar(32),
	"street" varchar(120),
	"postcode" varchar(6),
	"carrier_code" varchar(8),
	"tracking_number" varchar(30),
	"pay_deadline" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"shipped_at" timestamp (3) with time zone,
	"auto_confirm_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "orders_money_check" CHECK ("orders"."items_total_fen" between 0 and 9007199254740991 and "orders"."postage_fen" between 0 and 9007199254740991 and "orders"."total_fen" between 0 and 9007199254740991),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_fen" = "orders"."items_total_fen" + "orders"."postage_fen")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" varchar(16) NOT NULL,
	"provider_txn_id" varchar(64) NOT NULL,
	"payment_id" bigint,
	"amount_fen" bigint NOT NULL,
	"paid" boolean NOT NULL,
	"outcome" varchar(16),
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_amount_check" CHECK ("payment_notifications"."amount_fen" between 0 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"pay_deadline" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"provider_txn_id" varchar(64),
	"cashier_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_fen" between 0 and 9007199254740991),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_customers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_customer_key_idx" ON "checkouts" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_created_idx" ON "orders" USING btree ("buyer_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_seller_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_provider_txn_idx" ON "payment_notifications" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_customer_created_idx" ON "payments" USING btree ("customer_id","created_at" DESC NULLS LAST,"id");