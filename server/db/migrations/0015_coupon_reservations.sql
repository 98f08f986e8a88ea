ALTER TABLE "orders" ADD COLUMN "promotion_reserved_until" timestamp with time zone;--> statement-breakpoint
-- Uses counted for orders that never completed are given back: a code is now counted at completion (ADR 0028).
UPDATE "promotions" SET "used_count" = GREATEST("used_count" - (SELECT count(*) FROM "orders" WHERE "orders"."promotion_id" = "promotions"."id" AND "orders"."state" NOT IN ('complete', 'canceled')), 0);--> statement-breakpoint
-- Open orders keep the code they hold for one reservation time from the upgrade.
UPDATE "orders" SET "promotion_reserved_until" = now() + interval '30 minutes' WHERE "promotion_id" IS NOT NULL AND "state" NOT IN ('complete', 'canceled');
