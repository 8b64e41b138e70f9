CREATE TABLE "work_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"work_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_translations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"work_id" bigint NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_translations_lang_check" CHECK ("work_translations"."lang" in ('zh-cn', 'en', 'zh-tw'))
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"category_id" integer,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_lang" varchar(8) NOT NULL,
	"media_type" varchar(16) NOT NULL,
	"licence" varchar(16) NOT NULL,
	"edition_size" integer NOT NULL,
	"editions_sold" integer DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (like_count + 2 * collect_count + 3 * editions_sold) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_price_check" CHECK ("works"."price" between 0 and 9007199254740991),
	CONSTRAINT "works_status_check" CHECK ("works"."status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "works_editions_check" CHECK ("works"."edition_size" >= 1 and "works"."editions_sold" between 0 and "works"."edition_size"),
	CONSTRAINT "works_original_lang_check" CHECK ("works"."original_lang" in ('zh-cn', 'en', 'zh-tw')),
	CONSTRAINT "works_media_type_check" CHECK ("works"."media_type" in ('image', 'video', 'audio', '3d', 'text')),
	CONSTRAINT "works_licence_check" CHECK ("works"."licence" in ('personal', 'commercial', 'exclusive'))
);
--> statement-breakpoint
ALTER TABLE "work_images" ADD CONSTRAINT "work_images_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_translations" ADD CONSTRAINT "work_translations_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_images_work_position_idx" ON "work_images" USING btree ("work_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "work_translations_work_lang_idx" ON "work_translations" USING btree ("work_id","lang");--> statement-breakpoint
CREATE INDEX "work_translations_title_trgm_idx" ON "work_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_translations_description_trgm_idx" ON "work_translations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_translations_search_bigrams_idx" ON "work_translations" USING gin (goods_bigrams("title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "works_status_created_idx" ON "works" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "works_status_price_idx" ON "works" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "works_status_popularity_idx" ON "works" USING btree ("status","popularity","id");--> statement-breakpoint
CREATE INDEX "works_status_media_created_idx" ON "works" USING btree ("status","media_type","created_at","id");--> statement-breakpoint
CREATE INDEX "works_status_media_price_idx" ON "works" USING btree ("status","media_type","price","id");--> statement-breakpoint
CREATE INDEX "works_status_media_popularity_idx" ON "works" USING btree ("status","media_type","popularity","id");--> statement-breakpoint
CREATE INDEX "works_status_category_created_idx" ON "works" USING btree ("status","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "works_status_category_price_idx" ON "works" USING btree ("status","category_id","price","id");--> statement-breakpoint
CREATE INDEX "works_status_category_popularity_idx" ON "works" USING btree ("status","category_id","popularity","id");--> statement-breakpoint
CREATE INDEX "works_seller_idx" ON "works" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "works_title_trgm_idx" ON "works" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_description_trgm_idx" ON "works" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_search_bigrams_idx" ON "works" USING gin (goods_bigrams("title" || ' ' || "description"));