ALTER TABLE "goods" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "reject_reason" varchar(200);