ALTER TABLE "categories" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "cart_lines_item_idx" ON "cart_lines" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "collects_item_idx" ON "collects" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "goods_seller_status_updated_idx" ON "goods" USING btree ("seller_id","status","updated_at","id") WHERE "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_seller_updated_idx" ON "goods" USING btree ("seller_id","updated_at","id") WHERE "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_review_queue_idx" ON "goods" USING btree ("updated_at","id") WHERE "goods"."status" = 1;--> statement-breakpoint
CREATE INDEX "likes_item_idx" ON "likes" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "order_lines_goods_idx" ON "order_lines" USING btree ("goods_id") WHERE "order_lines"."goods_id" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_work_idx" ON "order_lines" USING btree ("work_id") WHERE "order_lines"."work_id" is not null;--> statement-breakpoint
CREATE INDEX "works_seller_status_updated_idx" ON "works" USING btree ("seller_id","status","updated_at","id") WHERE "works"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "works_seller_updated_idx" ON "works" USING btree ("seller_id","updated_at","id") WHERE "works"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "works_review_queue_idx" ON "works" USING btree ("updated_at","id") WHERE "works"."status" = 1;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_deleted_status_check" CHECK ("goods"."deleted_at" is null or "goods"."status" in (0, 2, 4));--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_deleted_status_check" CHECK ("works"."deleted_at" is null or "works"."status" in (0, 2, 4));