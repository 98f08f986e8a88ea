import type { Database } from "@/server/db/client";
import { logger } from "@/server/http/logger";
import { startPeriodic, type PeriodicJob } from "@/server/runtime/periodic";
import { MAINTENANCE_KEY } from "@/server/runtime/process-keys.mjs";
import { pruneExpiredRows } from "./prune";

/**
 * The pruning job: every instance runs it (instrumentation.ts), on an unref'd
 * timer like the mail relay, and shutdown.mjs stops it before the database closes.
 * Instances need not agree on anything: the batches take turns by advisory lock
 * (server/maintenance/prune.ts).
 */

/** Time between passes (MAINTENANCE_INTERVAL_SECONDS, default 600; 0 turns the job off). */
export function maintenanceIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = env.MAINTENANCE_INTERVAL_SECONDS === undefined || env.MAINTENANCE_INTERVAL_SECONDS === "" ? 600 : Number(env.MAINTENANCE_INTERVAL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * The first pass waits this long after start: the start itself (migrations, the
 * first requests warming up) comes first, and instances started together by a
 * deployment do not all prune at the same moment.
 */
export const FIRST_PASS_DELAY_MS = 60_000;

export type MaintenanceJob = PeriodicJob;

const processWide = globalThis as typeof globalThis & { [MAINTENANCE_KEY]?: MaintenanceJob };

/** Starts the job once per process (server/runtime/periodic.ts); null when it is turned off. */
export function startMaintenance(
  database: () => Promise<Database>,
  intervalMs: number = maintenanceIntervalMs(),
  firstPassDelayMs: number = Math.min(FIRST_PASS_DELAY_MS, intervalMs),
): MaintenanceJob | null {
  if (intervalMs <= 0) return null;
  return startPeriodic({
    key: MAINTENANCE_KEY,
    intervalMs,
    firstPassDelayMs,
    failure: "pruning pass failed; the next one tries again",
    async pass(stopping) {
      const db = await database();
      const started = performance.now();
      const counts = await pruneExpiredRows(db, { stopping });
      const deleted = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (deleted > 0) logger.info({ deleted: counts, ms: Math.round(performance.now() - started) }, "expired rows pruned");
    },
  });
}

/** Stops this process's job, if one runs (shutdown, tests). */
export async function stopMaintenance(): Promise<void> {
  await processWide[MAINTENANCE_KEY]?.stop();
}
