DROP INDEX "deposits_lot_bidder_idx";--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "payment_reminded_for" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_lot_round_bidder_idx" ON "deposits" USING btree ("lot_id","round","bidder_id");--> statement-breakpoint
-- Won lots whose reminder time has passed were reminded by the job that ran then (not recorded before this column).
UPDATE "auction_lots" SET "payment_reminded_for" = "payment_due_at" WHERE "status" = 2 AND "payment_due_at" <= now() + interval '2 hours';
