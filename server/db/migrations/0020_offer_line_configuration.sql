ALTER TABLE "line_items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "offer_line_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;