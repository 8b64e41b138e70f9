CREATE TABLE "bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"bidder_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount_fen" between 0 and 9007199254740991 and "bids"."amount_fen" > 0),
	CONSTRAINT "bids_kind_check" CHECK ("bids"."kind" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "lot_bidders" (
	"lot_id" bigint NOT NULL,
	"bidder_id" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_bidders_lot_id_bidder_id_pk" PRIMARY KEY("lot_id","bidder_id"),
	CONSTRAINT "lot_bidders_max_check" CHECK ("lot_bidders"."max_fen" between 0 and 9007199254740991 and "lot_bidders"."max_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "reserve_fen" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "ladder" jsonb;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "leader_id" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "leader_max_fen" bigint;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_customers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_bidder_id_customers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_lot_seq_idx" ON "bids" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","created_at");--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_id_customers_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;