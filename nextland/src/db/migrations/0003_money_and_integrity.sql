ALTER TABLE "auction_lots" DROP CONSTRAINT "auction_lots_prices_check";--> statement-breakpoint
ALTER TABLE "auction_lots" DROP CONSTRAINT "auction_lots_status_check";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_type_check";--> statement-breakpoint
ALTER TABLE "goods" DROP CONSTRAINT "goods_price_check";--> statement-breakpoint
ALTER TABLE "goods" DROP CONSTRAINT "goods_status_check";--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_status_check";--> statement-breakpoint
ALTER TABLE "auction_lots" ALTER COLUMN "start_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ALTER COLUMN "increment" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ALTER COLUMN "current_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "express_entries" ALTER COLUMN "min_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "identity_hash" varchar(64);--> statement-breakpoint
-- Hand-written: the keyed ID hash moves out of the payload into its own column (the unique index below needs it).
UPDATE "verifications" SET "identity_hash" = "payload"->>'idHash', "payload" = "payload" - 'idHash' WHERE "kind" = 'realname';--> statement-breakpoint
-- Hand-written: two first cards added at once could both become default before the index existed; keep the oldest.
UPDATE "bank_cards" SET "is_default" = false WHERE "is_default" AND EXISTS (SELECT 1 FROM "bank_cards" AS "older" WHERE "older"."customer_id" = "bank_cards"."customer_id" AND "older"."is_default" AND "older"."id" < "bank_cards"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_default_idx" ON "bank_cards" USING btree ("customer_id") WHERE "bank_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_identity_approved_idx" ON "verifications" USING btree ("identity_hash") WHERE "verifications"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_pending_idx" ON "verifications" USING btree ("customer_id","kind") WHERE "verifications"."status" = 1;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_prices_check" CHECK ("auction_lots"."start_price" between 0 and 9007199254740991 and "auction_lots"."increment" between 0 and 9007199254740991 and "auction_lots"."increment" > 0 and "auction_lots"."current_price" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_status_check" CHECK ("auction_lots"."status" in (0, 1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_type_check" CHECK ("customers"."type" in (0, 1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "express_entries" ADD CONSTRAINT "express_entries_min_amount_check" CHECK ("express_entries"."min_amount" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_price_check" CHECK ("goods"."price" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_status_check" CHECK ("goods"."status" in (0, 1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_identity_hash_check" CHECK (("verifications"."kind" = 'realname') = ("verifications"."identity_hash" is not null));--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_status_check" CHECK ("verifications"."status" in (1, 2, 3));