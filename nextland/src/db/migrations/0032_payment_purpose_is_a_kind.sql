ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "purpose" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "purpose" SET DEFAULT 'order';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" ~ '^[a-z][a-z-]{0,15}$');