/**
 * Runs once when a server process starts, before it serves: brings the database
 * up to date (migrations and seed data). PGlite's first open runs initdb and takes
 * seconds, so it happens here rather than on a shopper's first request. Builds
 * never open the database (PGlite allows one process per data directory), so
 * they price without managers' adjustments. Then the process loads the current
 * prices and keeps them current (server/pricing/watch.ts), starts the mail worker
 * that writes and sends mail off the request's thread (server/mail/mail-thread.ts),
 * and, with SMTP configured, the relay that delivers the mail outbox (server/mail/relay.ts),
 * the job that reminds buyers of instalments falling due (server/payments/reminders.ts),
 * and the job that prunes expired rows (server/maintenance/job.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("./server/db/prepare");
  const { logger } = await import("./server/http/logger");
  const { startPricingWatch } = await import("./server/pricing/watch");
  const { startMailRelay } = await import("./server/mail/relay");
  const { database } = await import("./server/db");
  try {
    const handle = await prepareDatabase();
    logger.info({ driver: handle.driver }, "database ready");
    await startPricingWatch(handle);
  } catch (error) {
    // The server still starts; /api/health reports the database as down and the next call retries.
    logger.error({ err: error }, "database could not be prepared");
  }
  // Mail is written and sent in a worker thread, not on the one that answers requests (docs/adr/0076).
  const { startMailThread } = await import("./server/mail/mail-thread");
  if (await startMailThread()) logger.info("mail worker started");
  // Each pass asks for the database again, so a relay started while it was down begins once it is up.
  if (startMailRelay(database)) logger.info("mail relay started");
  // Instalment reminders (docs/adr/0073): every instance runs the job; each instalment is claimed once in the database.
  const { startInstallmentReminders } = await import("./server/payments/reminders");
  startInstallmentReminders(database);
  const { startMaintenance } = await import("./server/maintenance/job");
  if (startMaintenance(database)) logger.info("pruning of expired rows started");
  // The legal pages leave out what is not set (docs/adr/0070); a live shop should see what is missing.
  const { missingSellerSettings } = await import("./server/invoices/seller");
  const missing = process.env.NODE_ENV === "production" ? missingSellerSettings() : [];
  if (missing.length > 0) logger.warn({ missing }, "seller settings missing: the imprint and invoices leave these lines out or show defaults");
}
