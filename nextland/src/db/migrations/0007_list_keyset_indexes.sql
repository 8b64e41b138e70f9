DROP INDEX "customers_inviter_idx";--> statement-breakpoint
DROP INDEX "express_entries_customer_idx";--> statement-breakpoint
DROP INDEX "messages_customer_idx";--> statement-breakpoint
DROP INDEX "verifications_queue_idx";--> statement-breakpoint
CREATE INDEX "verifications_status_idx" ON "verifications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_inviter_idx" ON "customers" USING btree ("inviter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "express_entries_customer_idx" ON "express_entries" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_customer_idx" ON "messages" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("status","kind","created_at","id");