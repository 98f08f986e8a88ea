ALTER TABLE "orders" ADD COLUMN "vat_check_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;