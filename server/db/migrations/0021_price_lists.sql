CREATE TABLE "price_list_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_list_id" bigint NOT NULL,
	"product" text NOT NULL,
	"size_code" text,
	"ladder" jsonb,
	"discount_basis_points" integer,
	CONSTRAINT "price_list_entries_unique" UNIQUE NULLS NOT DISTINCT("price_list_id","product","size_code"),
	CONSTRAINT "price_list_entries_one_kind" CHECK (("price_list_entries"."ladder" is null) <> ("price_list_entries"."discount_basis_points" is null))
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_by_id" bigint,
	"updated_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "price_list_id" bigint;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_lists_company_validity" ON "price_lists" USING btree ("company_id","valid_from","valid_to");