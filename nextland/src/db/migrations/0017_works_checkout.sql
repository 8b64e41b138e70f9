CREATE TABLE "library_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"work_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"acquired_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_item_kind_check";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "item_kind" varchar(8) DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "work_id" bigint;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_items_customer_work_idx" ON "library_items" USING btree ("customer_id","work_id");--> statement-breakpoint
CREATE INDEX "library_items_customer_acquired_idx" ON "library_items" USING btree ("customer_id","acquired_at","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_kind_check" CHECK ("cart_lines"."item_kind" in ('goods', 'opus'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_check" CHECK (("order_lines"."item_kind" = 'goods' and "order_lines"."goods_id" is not null and "order_lines"."work_id" is null) or ("order_lines"."item_kind" = 'opus' and "order_lines"."work_id" is not null and "order_lines"."goods_id" is null and "order_lines"."quantity" = 1));