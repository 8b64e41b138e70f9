CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" bigint NOT NULL,
	"bidder_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_fen" between 0 and 9007199254740991 and "deposits"."amount_fen" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "deposit_fen" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "winner_id" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "hammer_fen" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "payment_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "second_chance_to" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "original_ends_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" varchar(8) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "kind" varchar(8) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bidder_id_customers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_lot_bidder_idx" ON "deposits" USING btree ("lot_id","bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_idx" ON "deposits" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_winner_id_customers_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_second_chance_to_customers_id_fk" FOREIGN KEY ("second_chance_to") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_deposit_idx" ON "refunds" USING btree ("deposit_id") WHERE "refunds"."deposit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_deposit_idx" ON "settlements" USING btree ("deposit_id");--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_deposit_check" CHECK ("auction_lots"."deposit_fen" between 0 and 9007199254740991 and "auction_lots"."deposit_fen" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."items_total_fen" between 0 and 9007199254740991 and "orders"."postage_fen" between 0 and 9007199254740991 and "orders"."total_fen" between 0 and 9007199254740991 and "orders"."deposit_fen" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_fen" = "orders"."items_total_fen" + "orders"."postage_fen" - "orders"."deposit_fen");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('order', 'deposit'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK (("refunds"."order_id" is null) <> ("refunds"."deposit_id" is null));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_subject_check" CHECK (("settlements"."kind" = 'order' and "settlements"."order_id" is not null and "settlements"."deposit_id" is null) or ("settlements"."kind" = 'forfeit' and "settlements"."deposit_id" is not null and "settlements"."order_id" is null));