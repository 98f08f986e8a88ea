ALTER TABLE "mail_outbox" ADD COLUMN "recipe" jsonb;--> statement-breakpoint
CREATE INDEX "mail_outbox_unwritten" ON "mail_outbox" USING btree ("id") WHERE recipe is not null;