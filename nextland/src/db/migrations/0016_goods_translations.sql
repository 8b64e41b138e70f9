CREATE TABLE "goods_translations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_translations_lang_check" CHECK ("goods_translations"."lang" in ('zh-cn', 'en', 'zh-tw'))
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "original_lang" varchar(8) DEFAULT 'zh-cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_translations" ADD CONSTRAINT "goods_translations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_translations_goods_lang_idx" ON "goods_translations" USING btree ("goods_id","lang");--> statement-breakpoint
CREATE INDEX "goods_translations_title_trgm_idx" ON "goods_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_translations_description_trgm_idx" ON "goods_translations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_translations_search_bigrams_idx" ON "goods_translations" USING gin (goods_bigrams("title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "goods_translations_title_lower_idx" ON "goods_translations" USING btree (lower("title"));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_original_lang_check" CHECK ("goods"."original_lang" in ('zh-cn', 'en', 'zh-tw'));