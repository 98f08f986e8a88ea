CREATE TABLE "next_cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_modified" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "next_cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"revalidated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"product" text PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"changed_by" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;