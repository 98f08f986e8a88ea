CREATE TABLE "quantity_options" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quantity_options" ADD CONSTRAINT "quantity_options_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_options_line_quantity" ON "quantity_options" USING btree ("line_item_id","quantity");