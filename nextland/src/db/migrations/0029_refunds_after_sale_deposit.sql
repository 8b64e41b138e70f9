ALTER TABLE "refunds" DROP CONSTRAINT "refunds_subject_check";--> statement-breakpoint
DROP INDEX "refunds_after_sale_idx";--> statement-breakpoint
DROP INDEX "refunds_deposit_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_after_sale_payment_idx" ON "refunds" USING btree ("after_sale_id","payment_id") WHERE "refunds"."after_sale_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_deposit_idx" ON "refunds" USING btree ("deposit_id") WHERE "refunds"."deposit_id" is not null and "refunds"."after_sale_id" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK (("refunds"."order_id" is not null or "refunds"."deposit_id" is not null) and ("refunds"."after_sale_id" is null or "refunds"."order_id" is not null));