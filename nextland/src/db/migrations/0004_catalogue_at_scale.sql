-- Keyword search (decision 0006): pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The overlapping two-character grams of a text, lower-cased, skipping grams that contain white space.
-- Trigrams cannot serve a two-character Chinese word; an index on these grams can (`@>` finds candidates,
-- ILIKE on the row decides). Search computes the keyword's grams with this same function, so both sides
-- always agree. PL/pgSQL because it is four times faster here than the set-returning SQL equivalent.
CREATE OR REPLACE FUNCTION goods_bigrams(doc text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  l text := translate(lower(doc), E'\t\n\r', '   ');
  grams text[] := '{}';
  gram text;
BEGIN
  FOR i IN 1 .. char_length(l) - 1 LOOP
    gram := substr(l, i, 2);
    IF strpos(gram, ' ') = 0 THEN
      grams := grams || gram;
    END IF;
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
DROP INDEX "goods_category_status_idx";--> statement-breakpoint
CREATE INDEX "goods_status_category_created_idx" ON "goods" USING btree ("status","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_status_category_price_idx" ON "goods" USING btree ("status","category_id","price","id");--> statement-breakpoint
CREATE INDEX "goods_status_category_popularity_idx" ON "goods" USING btree ("status","category_id","popularity","id");--> statement-breakpoint
CREATE INDEX "goods_status_sale_type_created_idx" ON "goods" USING btree ("status","sale_type","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_status_sale_type_price_idx" ON "goods" USING btree ("status","sale_type","price","id");--> statement-breakpoint
CREATE INDEX "goods_status_sale_type_popularity_idx" ON "goods" USING btree ("status","sale_type","popularity","id");--> statement-breakpoint
CREATE INDEX "goods_title_trgm_idx" ON "goods" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_description_trgm_idx" ON "goods" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_bigrams_idx" ON "goods" USING gin (goods_bigrams("title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "goods_title_lower_idx" ON "goods" USING btree (lower("title"));