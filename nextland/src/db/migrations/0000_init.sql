CREATE TABLE "auction_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"start_price" integer NOT NULL,
	"increment" integer NOT NULL,
	"current_price" integer NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_lots_goods_id_unique" UNIQUE("goods_id"),
	CONSTRAINT "auction_lots_prices_check" CHECK ("auction_lots"."start_price" >= 0 and "auction_lots"."increment" > 0 and "auction_lots"."current_price" >= 0),
	CONSTRAINT "auction_lots_status_check" CHECK ("auction_lots"."status" between 0 and 4),
	CONSTRAINT "auction_lots_window_check" CHECK ("auction_lots"."ends_at" > "auction_lots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_zh_cn" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_zh_tw" varchar(64) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nickname" varchar(64) NOT NULL,
	"avatar_url" text,
	"avatar_width" smallint,
	"avatar_height" smallint,
	"bio" varchar(500),
	"type" smallint DEFAULT 1 NOT NULL,
	"invitation_code" varchar(16) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_invitation_code_unique" UNIQUE("invitation_code"),
	CONSTRAINT "customers_type_check" CHECK ("customers"."type" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"category_id" integer,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sale_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (like_count + 2 * collect_count + 3 * sales_count) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_price_check" CHECK ("goods"."price" >= 0),
	CONSTRAINT "goods_stock_check" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_sale_type_check" CHECK ("goods"."sale_type" in (0, 1)),
	CONSTRAINT "goods_status_check" CHECK ("goods"."status" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_lots_status_ends_idx" ON "auction_lots" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "customers_type_idx" ON "customers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "goods_status_created_idx" ON "goods" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_status_price_idx" ON "goods" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "goods_status_popularity_idx" ON "goods" USING btree ("status","popularity","id");--> statement-breakpoint
CREATE INDEX "goods_category_status_idx" ON "goods" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "goods_seller_idx" ON "goods" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_images_goods_position_idx" ON "goods_images" USING btree ("goods_id","position");