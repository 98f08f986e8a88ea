CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"user_id" bigint,
	"region" text NOT NULL,
	"line_item_id" bigint,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page" jsonb,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_touches" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"type" text,
	"source" text,
	"medium" text,
	"campaign" text,
	"content" text,
	"term" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint,
	"region" text NOT NULL,
	"anonymous_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_touches" ADD CONSTRAINT "first_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_sessions" ADD CONSTRAINT "segment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_message" ON "analytics_events" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_anonymous" ON "analytics_events" USING btree ("anonymous_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segment_sessions_token" ON "segment_sessions" USING btree ("token_hash");