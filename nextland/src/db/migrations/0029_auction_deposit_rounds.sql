DROP INDEX "deposits_lot_bidder_idx";--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_lot_round_bidder_idx" ON "deposits" USING btree ("lot_id","round","bidder_id");