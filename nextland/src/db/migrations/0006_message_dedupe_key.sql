ALTER TABLE "messages" ADD COLUMN "dedupe_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key_idx" ON "messages" USING btree ("dedupe_key");