ALTER TABLE "goods" ADD COLUMN "auction_ends_at" timestamp (3) with time zone;--> statement-breakpoint
-- Existing lots: their end, mirrored for the "ending soon" sort.
UPDATE "goods" SET "auction_ends_at" = l."ends_at" FROM "auction_lots" l WHERE l."goods_id" = "goods"."id";--> statement-breakpoint
CREATE INDEX "goods_status_sale_type_ends_idx" ON "goods" USING btree ("status","sale_type","auction_ends_at","id");--> statement-breakpoint
CREATE INDEX "goods_status_category_sale_type_ends_idx" ON "goods" USING btree ("status","category_id","sale_type","auction_ends_at","id");