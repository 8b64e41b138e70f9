-- Likes and collects of every item kind (decision 0025): goods_likes / goods_collects become likes / collects with
-- item_kind ('goods', 'opus') and item_id, as cart_lines name their items. Existing rows are copied as goods before
-- the old tables go; the counts on goods are unchanged.
CREATE TABLE "collects" (
	"customer_id" bigint NOT NULL,
	"item_kind" varchar(8) NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collects_pkey" PRIMARY KEY("customer_id","item_kind","item_id"),
	CONSTRAINT "collects_item_kind_check" CHECK ("collects"."item_kind" in ('goods', 'opus'))
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"customer_id" bigint NOT NULL,
	"item_kind" varchar(8) NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_pkey" PRIMARY KEY("customer_id","item_kind","item_id"),
	CONSTRAINT "likes_item_kind_check" CHECK ("likes"."item_kind" in ('goods', 'opus'))
);
--> statement-breakpoint
INSERT INTO "collects" ("customer_id", "item_kind", "item_id", "created_at") SELECT "customer_id", 'goods', "goods_id", "created_at" FROM "goods_collects";--> statement-breakpoint
INSERT INTO "likes" ("customer_id", "item_kind", "item_id", "created_at") SELECT "customer_id", 'goods', "goods_id", "created_at" FROM "goods_likes";--> statement-breakpoint
DROP TABLE "goods_collects" CASCADE;--> statement-breakpoint
DROP TABLE "goods_likes" CASCADE;--> statement-breakpoint
ALTER TABLE "collects" ADD CONSTRAINT "collects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collects_customer_created_idx" ON "collects" USING btree ("customer_id","item_kind","created_at","item_id");--> statement-breakpoint
CREATE INDEX "likes_customer_created_idx" ON "likes" USING btree ("customer_id","item_kind","created_at","item_id");