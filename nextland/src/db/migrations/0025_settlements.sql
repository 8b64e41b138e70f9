CREATE TABLE "payout_card_notices" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bank_card_id" bigint,
	"masked_card" varchar(32) NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(200),
	"payout_key" varchar(64) NOT NULL,
	"provider_ref" varchar(64),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_fen" between 0 and 9007199254740991 and "payouts"."amount_fen" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"gross_fen" bigint NOT NULL,
	"refunded_fen" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"net_fen" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"payout_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone,
	CONSTRAINT "settlements_money_check" CHECK ("settlements"."gross_fen" between 0 and 9007199254740991 and "settlements"."refunded_fen" between 0 and 9007199254740991 and "settlements"."commission_fen" between 0 and 9007199254740991 and "settlements"."net_fen" between 0 and 9007199254740991),
	CONSTRAINT "settlements_sum_check" CHECK ("settlements"."net_fen" + "settlements"."commission_fen" + "settlements"."refunded_fen" = "settlements"."gross_fen"),
	CONSTRAINT "settlements_rate_check" CHECK ("settlements"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "payout_card_notices" ADD CONSTRAINT "payout_card_notices_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_payout_key_idx" ON "payouts" USING btree ("payout_key");--> statement-breakpoint
CREATE INDEX "payouts_seller_created_idx" ON "payouts" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_order_idx" ON "settlements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "settlements_seller_created_idx" ON "settlements" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "settlements_seller_pending_idx" ON "settlements" USING btree ("seller_id","created_at","id") WHERE "settlements"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "settlements_unbatched_idx" ON "settlements" USING btree ("seller_id") WHERE "settlements"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "settlements_payout_idx" ON "settlements" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at","id") WHERE "orders"."status" = 3;