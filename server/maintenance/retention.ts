import { ANALYTICS_RETENTION_DAYS } from "@/server/analytics/service";
import { LONGEST_WINDOW_SECONDS } from "@/server/security/rate-limit";
import { TOKEN_IDLE_DAYS } from "@/server/users/auth";

/**
 * How long rows that expire are kept before the pruning job deletes them
 * (docs/adr/0074-costs-that-do-not-grow.md). Where the privacy page states a
 * period, it states one of these (server/maintenance/retention.test.ts reads it in
 * every language); the others are shorter than anything the page promises.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An Idempotency-Key answers its retries for a day: a load balancer retries within
 * seconds and a shopper after a dropped connection within minutes; a request a day
 * later is a new one. (Stripe keeps its keys as long.)
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * An anonymous visitor record with nothing to come back for (no order, design, file,
 * quote, wallet or company) goes once its key has been idle longer than a key lives:
 * after TOKEN_IDLE_DAYS the key no longer signs in, so nobody can reach the record
 * again. One day more, as the key's last use is written to the hour.
 */
export const ANONYMOUS_USER_DAYS = TOKEN_IDLE_DAYS + 1;

/** Confirmation and password-reset links a month after they ran out: until then they answer "expired", not "unknown". */
export const EXPIRED_LINK_DAYS = 30;

/** Stripe retries a webhook for three days; an event id is kept ten times as long to recognise a late redelivery. */
export const WEBHOOK_EVENT_DAYS = 30;

/** The cut-off for each kind of row at `now`: rows older than it go. */
export function cutoffs(now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    idempotencyKeys: before(IDEMPOTENCY_KEY_HOURS * HOUR_MS),
    rateLimits: before(LONGEST_WINDOW_SECONDS * 1000),
    anonymousUsers: before(ANONYMOUS_USER_DAYS * DAY_MS),
    analytics: before(ANALYTICS_RETENTION_DAYS * DAY_MS),
    userLinks: before(EXPIRED_LINK_DAYS * DAY_MS),
    webhookEvents: before(WEBHOOK_EVENT_DAYS * DAY_MS),
  };
}

export { ANALYTICS_RETENTION_DAYS, LONGEST_WINDOW_SECONDS };
