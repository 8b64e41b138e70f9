DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_customer_created_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_created_idx" ON "orders" USING btree ("buyer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_customer_created_idx" ON "payments" USING btree ("customer_id","created_at","id");