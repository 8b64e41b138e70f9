ALTER TABLE "auction_lots" ADD COLUMN "payment_reminded_for" timestamp (3) with time zone;--> statement-breakpoint
-- Won lots whose reminder time has passed were reminded by the job that ran then (not recorded before this column).
UPDATE "auction_lots" SET "payment_reminded_for" = "payment_due_at" WHERE "status" = 2 AND "payment_due_at" <= now() + interval '2 hours';
