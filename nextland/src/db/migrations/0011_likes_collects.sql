-- Likes and collects on goods: one row per user and goods (the primary key makes a repeat a no-op); goods.like_count
-- and collect_count move in the same transaction. (customer_id, created_at, goods_id) serves "liked by me" by keyset.
--> statement-breakpoint
--> statement-breakpoint
CREATE TABLE "goods_collects" (
	"customer_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_collects_pkey" PRIMARY KEY("customer_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_likes" (
	"customer_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_likes_pkey" PRIMARY KEY("customer_id","goods_id")
);
--> statement-breakpoint
ALTER TABLE "goods_collects" ADD CONSTRAINT "goods_collects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collects" ADD CONSTRAINT "goods_collects_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_likes" ADD CONSTRAINT "goods_likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_likes" ADD CONSTRAINT "goods_likes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_collects_customer_created_idx" ON "goods_collects" USING btree ("customer_id","created_at","goods_id");--> statement-breakpoint
CREATE INDEX "goods_collects_goods_idx" ON "goods_collects" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_likes_customer_created_idx" ON "goods_likes" USING btree ("customer_id","created_at","goods_id");--> statement-breakpoint
CREATE INDEX "goods_likes_goods_idx" ON "goods_likes" USING btree ("goods_id");