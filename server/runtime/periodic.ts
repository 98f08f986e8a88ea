import { logger } from "@/server/http/logger";

/**
 * One periodic job per process: the mail relay (server/mail/relay.ts), the
 * instalment reminders (server/payments/reminders.ts) and the pruning job
 * (server/maintenance/job.ts) all run this way. The first pass comes after
 * `firstPassDelayMs`, then one every `intervalMs`; the timers are unref'd, so a job
 * never holds a finished process open; a pass never starts while the last one runs;
 * `stop` clears both timers, so nothing starts after it, and answers once the pass
 * under way (which sees `stopping()` turn true) has ended. A failed pass is logged
 * and the next one tries again. Given a `key`, the job is one per process: starting
 * it again answers the job that runs (Next.js loads a module more than once).
 */

export interface PeriodicJob {
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  /** One pass; `stopping` turns true when the job is being stopped, for a pass that loops to end early. */
  pass: (stopping: () => boolean) => Promise<unknown>;
  intervalMs: number;
  /** Wait before the first pass (0: at once, on the next turn of the event loop). */
  firstPassDelayMs?: number;
  /** What the log says when a pass fails. */
  failure: string;
  /** The process-wide key (server/runtime/process-keys.mjs) the running job is kept under. */
  key?: symbol;
}

export function startPeriodic(options: PeriodicOptions): PeriodicJob {
  const processWide = globalThis as unknown as Record<symbol, PeriodicJob | undefined>;
  const running = options.key ? processWide[options.key] : undefined;
  if (running) return running;
  let stopping = false;
  let pass: Promise<void> | null = null;
  const tick = () => {
    if (stopping || pass) return;
    pass = Promise.resolve()
      .then(() => options.pass(() => stopping))
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error }, options.failure),
      )
      .finally(() => (pass = null));
  };
  const interval = setInterval(tick, options.intervalMs);
  interval.unref();
  const first = setTimeout(tick, options.firstPassDelayMs ?? 0);
  first.unref();
  const job: PeriodicJob = {
    async stop() {
      stopping = true;
      clearInterval(interval);
      clearTimeout(first);
      await pass;
      if (options.key && processWide[options.key] === job) delete processWide[options.key];
    },
  };
  if (options.key) processWide[options.key] = job;
  return job;
}
