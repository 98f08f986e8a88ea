CREATE TABLE "line_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"variant_id" integer,
	"sku" text,
	"service_name" text,
	"quantity" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"express_delivery_option_id" text,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"parent_id" bigint,
	"box_design_id" bigint,
	"bundle_id" bigint,
	"purchase_trigger" text,
	"paid_assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"email" text,
	"item_total" integer DEFAULT 0 NOT NULL,
	"ship_total" integer DEFAULT 0 NOT NULL,
	"promo_total" integer DEFAULT 0 NOT NULL,
	"tax_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"promotion_id" bigint,
	"bill_country_iso" char(2),
	"ship_country_iso" char(2),
	"ship_address" jsonb,
	"bill_address" jsonb,
	"shipment_type" text,
	"customer_type" text DEFAULT 'b2c' NOT NULL,
	"vat_id" text,
	"invoice_type" text DEFAULT 'normal' NOT NULL,
	"payment_state" text DEFAULT 'NOT_STARTED' NOT NULL,
	"order_manager_id" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text,
	"min_item_total_eur" integer,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_parent_id_line_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_manager_id_users_id_fk" FOREIGN KEY ("order_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_items_order" ON "line_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_state" ON "orders" USING btree ("user_id","state");