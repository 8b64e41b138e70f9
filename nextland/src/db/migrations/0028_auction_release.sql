CREATE TABLE "auction_drafts" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"start_price_fen" bigint,
	"ladder" jsonb,
	"reserve_fen" bigint,
	"deposit_fen" bigint,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_drafts_fen_check" CHECK (("auction_drafts"."start_price_fen" is null or "auction_drafts"."start_price_fen" between 0 and 9007199254740991) and ("auction_drafts"."reserve_fen" is null or "auction_drafts"."reserve_fen" between 0 and 9007199254740991) and ("auction_drafts"."deposit_fen" is null or "auction_drafts"."deposit_fen" between 0 and 9007199254740991))
);
--> statement-breakpoint
ALTER TABLE "auction_drafts" ADD CONSTRAINT "auction_drafts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_bidders_bidder_idx" ON "lot_bidders" USING btree ("bidder_id","updated_at","lot_id");