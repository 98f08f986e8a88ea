// Graceful shutdown of the production server. On SIGTERM (or SIGINT) the process
// is marked as draining (GET /api/health/ready answers 503 from then on), keeps
// serving for SHUTDOWN_DELAY_SECONDS (0) so a load balancer polling readiness can
// take it out first, then stops taking connections, lets the requests in flight
// finish, stops the mail relay (after the mail it is sending) and the first tries of
// mails the last requests queued (after those under way), the instalment
// reminder job (after its run) and the pruning job (after the batch it is deleting),
// closes the mail worker and the SMTP pool, closes the database and exits 0. Should requests still be running after
// SHUTDOWN_TIMEOUT_SECONDS (10) more, it exits 1 without them. A second signal skips
// what is left of the delay.

import {
  DATABASE_KEY as DATABASE,
  DRAINING_KEY as DRAINING,
  INSTALLMENT_REMINDERS_KEY as INSTALLMENT_REMINDERS,
  MAIL_FIRST_TRIES_KEY as MAIL_FIRST_TRIES,
  MAIL_RELAY_KEY as MAIL_RELAY,
  MAIL_SMTP_POOL_KEY as MAIL_SMTP_POOL,
  MAIL_WORKER_KEY as MAIL_WORKER,
  MAINTENANCE_KEY as MAINTENANCE,
} from "./process-keys.mjs";

/** Wires the signals to `server` (a node:http server); `log` gets one line per step. */
export function drainOnSignals(server, { env = process.env, log = console.log, exit = process.exit } = {}) {
  const delaySeconds = Number(env.SHUTDOWN_DELAY_SECONDS || 0);
  const timeoutSeconds = Number(env.SHUTDOWN_TIMEOUT_SECONDS || 10);
  let closing = false;
  let delay = null;

  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(delay);
    // The mail relay claims nothing more; a mail it is sending now is finished and recorded before the database closes.
    // So does the instalment reminder job: a run under way commits (or rolls back) before the database closes.
    const relayStopped = Promise.all([
      Promise.resolve(globalThis[MAIL_RELAY]?.stop()).catch(() => {}),
      Promise.resolve(globalThis[INSTALLMENT_REMINDERS]?.stop()).catch(() => {}),
    ]);
    // The pruning job starts no other batch; the one under way commits first.
    const maintenanceStopped = Promise.resolve(globalThis[MAINTENANCE]?.stop()).catch(() => {});
    setTimeout(() => {
      log(`Requests were still running ${timeoutSeconds} s after the server stopped taking connections; exiting without them`);
      exit(1);
    }, timeoutSeconds * 1000).unref();
    // Held until exit: the workers (database, mail) are unreferenced while idle, so without it Node would
    // end the process on its own halfway through closing them, before the database is written out.
    const holdOpen = setInterval(() => {}, 1000);
    server.close(async () => {
      await relayStopped;
      await maintenanceStopped;
      // Mails queued by the last requests: those being sent are finished, those waiting stay in the outbox for the next relay.
      await Promise.resolve(globalThis[MAIL_FIRST_TRIES]?.stop()).catch(() => {});
      // Then the mail worker and the SMTP pool: nothing sends any more, and a mail under way is finished first.
      await Promise.resolve(globalThis[MAIL_WORKER]?.close()).catch(() => {});
      globalThis[MAIL_SMTP_POOL]?.close();
      try {
        // The embedded database writes its files out on close; a pool ends its connections.
        const handle = await globalThis[DATABASE];
        await handle?.close();
      } catch {
        // never opened, or failed to open: nothing to close
      }
      log("Stopped: every request in flight was answered");
      clearInterval(holdOpen);
      exit(0);
    });
    // Kept-alive connections with no request on them would hold the close back until
    // they time out; they go now, and the busy ones as soon as their answer is out.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (globalThis[DRAINING]) return close();
      globalThis[DRAINING] = true;
      log(`${signal}: draining${delaySeconds > 0 ? `, taking new requests for ${delaySeconds} s more` : ""}`);
      if (delaySeconds > 0) delay = setTimeout(close, delaySeconds * 1000);
      else close();
    });
  }
}
