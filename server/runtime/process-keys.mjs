// Every process-wide key the shop keeps state under on globalThis, named once.
//
// Why process-wide rather than module state: Next.js loads the same module more
// than once in one process (each route's bundle, instrumentation, the cache handler
// it imports outside its bundler, and server.mjs outside Next altogether), so a
// module-level variable would give each copy its own database, price snapshot or
// draining flag. Symbol.for keys are shared by every copy. They are plain
// JavaScript here so server.mjs, shutdown.mjs and the cache handler, which Node
// runs without a compiler, import the same names as the TypeScript modules.

/** Set once SIGTERM arrives: readiness answers 503 (server/health/draining.ts, shutdown.mjs). */
export const DRAINING_KEY = Symbol.for("boxwright.draining");
/** The open database handle, closed on shutdown (server/db/client.ts, shutdown.mjs). */
export const DATABASE_KEY = Symbol.for("boxwright.database");
/** The database once migrated and seeded (server/db/prepare.ts; forgotten when the database closes). */
export const PREPARED_DATABASE_KEY = Symbol.for("boxwright.database.prepared");
/** Empties the production server's response cache (set by server.mjs, called by server/pricing/watch.ts). */
export const CLEAR_RESPONSE_CACHE_KEY = Symbol.for("boxwright.response-cache.clear");
/** The cache handler's PostgreSQL store (server/cache/handler.mjs). */
export const NEXT_CACHE_STORE_KEY = Symbol.for("boxwright.next-cache.store");
/** Tags expired in this process, which the file-system cache's older entries miss on (server/cache/pages.ts, handler.mjs). */
export const EXPIRED_TAGS_KEY = Symbol.for("boxwright.next-cache.expired-tags");
/** Listeners of pricing version changes (server/pricing/versions.ts). */
export const PRICING_LISTENERS_KEY = Symbol.for("boxwright.pricing.listeners");
/** The managers' price adjustments as this process knows them (server/pricing/adjustments.ts). */
export const PRICING_SNAPSHOT_KEY = Symbol.for("boxwright.pricing.snapshot");
/** Whether this process already watches the pricing version (server/pricing/watch.ts). */
export const PRICING_WATCH_KEY = Symbol.for("boxwright.pricing.watch");
/** This process's mail outbox relay, stopped on shutdown (server/mail/relay.ts, shutdown.mjs). */
export const MAIL_RELAY_KEY = Symbol.for("boxwright.mail.relay");
/** This process's instalment reminder job, stopped on shutdown (server/payments/reminders.ts, shutdown.mjs). */
export const INSTALLMENT_REMINDERS_KEY = Symbol.for("boxwright.installment-reminders");
/** This process's pruning job, stopped on shutdown (server/maintenance/job.ts, shutdown.mjs). */
export const MAINTENANCE_KEY = Symbol.for("boxwright.maintenance");
/** This process's mail worker, closed on shutdown after the relay (server/mail/mail-thread.ts, shutdown.mjs). */
export const MAIL_WORKER_KEY = Symbol.for("boxwright.mail.worker");
/** Mails whose first try runs after their request has answered (server/mail/first-tries.ts, shutdown.mjs). */
export const MAIL_FIRST_TRIES_KEY = Symbol.for("boxwright.mail.first-tries");
/** This process's SMTP pool when mail is sent from the main thread, closed on shutdown (server/mail/transport.ts). */
export const MAIL_SMTP_POOL_KEY = Symbol.for("boxwright.mail.smtp-pool");
