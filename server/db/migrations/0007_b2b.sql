CREATE TABLE "client_approval_filesets" (
	"uuid" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"file_ids" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"email" text,
	"published_by_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"item_total" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"offer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_line_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"box_design_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"quote_request_id" bigint,
	"manager_id" bigint,
	"valid_until" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "qa_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_state_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"region" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"phone" text,
	"product_slug" text,
	"quantity" integer,
	"dimensions" text,
	"message" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"manager_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "fixed_unit_price" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "offer_line_item_id" bigint;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "samples" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "qa_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_uuid" text;--> statement-breakpoint
ALTER TABLE "client_approval_filesets" ADD CONSTRAINT "client_approval_filesets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_approval_filesets" ADD CONSTRAINT "client_approval_filesets_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_line_items" ADD CONSTRAINT "offer_line_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_state_changes" ADD CONSTRAINT "qa_state_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_state_changes" ADD CONSTRAINT "qa_state_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_approval_filesets_order" ON "client_approval_filesets" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_events_offer" ON "offer_events" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_line_items_offer" ON "offer_line_items" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offers_quote_request" ON "offers" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "offers_state" ON "offers" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "qa_comments_order" ON "qa_comments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "qa_state_changes_order" ON "qa_state_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_user_key" ON "quote_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "quote_requests_state" ON "quote_requests" USING btree ("state","created_at");