CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"item_kind" varchar(8) NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"price_seen_fen" bigint NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" >= 1),
	CONSTRAINT "cart_lines_price_seen_check" CHECK ("cart_lines"."price_seen_fen" between 0 and 9007199254740991),
	CONSTRAINT "cart_lines_item_kind_check" CHECK ("cart_lines"."item_kind" in ('goods'))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_customer_item_idx" ON "cart_lines" USING btree ("customer_id","item_kind","item_id");