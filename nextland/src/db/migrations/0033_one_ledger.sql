CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"subject_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"entry_key" varchar(64) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale', 'forfeit', 'refund', 'commission')),
	CONSTRAINT "ledger_entries_subject_check" CHECK ("ledger_entries"."subject" ~ '^[a-z][a-z-]{0,15}$'),
	CONSTRAINT "ledger_entries_status_check" CHECK ("ledger_entries"."status" in (0, 1, 2)),
	CONSTRAINT "ledger_entries_amount_check" CHECK (("ledger_entries"."kind" in ('sale', 'forfeit') and "ledger_entries"."amount_fen" between 1 and 9007199254740991)
        or ("ledger_entries"."kind" in ('refund', 'commission') and "ledger_entries"."amount_fen" between -9007199254740991 and -1))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_entry_key_idx" ON "ledger_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_subject_idx" ON "ledger_entries" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_status_idx" ON "ledger_entries" USING btree ("seller_id","status");--> statement-breakpoint
-- The ledger of what happened before it (issue 26): every paid order's sale, every refund of such an order that
-- succeeded, each settlement's commission and each forfeit. An entry's state follows its settlement: none yet
-- → pending (0), settled but not paid out → available (1), paid out → settled (2).
INSERT INTO "ledger_entries" ("seller_id", "kind", "subject", "subject_id", "amount_fen", "status", "entry_key")
SELECT o."seller_id", 'sale', 'order', o."id", o."total_fen" + o."deposit_fen",
       CASE WHEN s."id" IS NULL THEN 0 WHEN s."paid_at" IS NULL THEN 1 ELSE 2 END, 'sale-order-' || o."id"
FROM "orders" o LEFT JOIN "settlements" s ON s."order_id" = o."id"
WHERE o."paid_at" IS NOT NULL AND o."total_fen" + o."deposit_fen" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("seller_id", "kind", "subject", "subject_id", "amount_fen", "status", "entry_key")
SELECT e."seller_id", 'refund', 'order', r."order_id", -r."amount_fen", e."status", 'refund-' || r."id"
FROM "refunds" r JOIN "ledger_entries" e ON e."entry_key" = 'sale-order-' || r."order_id"
WHERE r."status" = 1;--> statement-breakpoint
INSERT INTO "ledger_entries" ("seller_id", "kind", "subject", "subject_id", "amount_fen", "status", "entry_key")
SELECT s."seller_id", 'forfeit', 'deposit', s."deposit_id", s."gross_fen",
       CASE WHEN s."paid_at" IS NULL THEN 1 ELSE 2 END, 'forfeit-deposit-' || s."deposit_id"
FROM "settlements" s WHERE s."kind" = 'forfeit' AND s."gross_fen" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("seller_id", "kind", "subject", "subject_id", "amount_fen", "status", "entry_key")
SELECT s."seller_id", 'commission', CASE WHEN s."kind" = 'order' THEN 'order' ELSE 'deposit' END,
       coalesce(s."order_id", s."deposit_id"), -s."commission_fen",
       CASE WHEN s."paid_at" IS NULL THEN 1 ELSE 2 END,
       'commission-' || CASE WHEN s."kind" = 'order' THEN 'order-' || s."order_id" ELSE 'deposit-' || s."deposit_id" END
FROM "settlements" s WHERE s."commission_fen" > 0;
