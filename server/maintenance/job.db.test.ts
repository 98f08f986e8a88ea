import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { maintenanceIntervalMs, startMaintenance, stopMaintenance } from "./job";
import { LONGEST_WINDOW_SECONDS } from "./retention";

/** The job as the server starts it (instrumentation.ts) and stops it (shutdown.mjs). */

afterEach(() => stopMaintenance());

const windows = async () => {
  const db = await database();
  const { rows } = (await db.execute(sql`select count(*)::int as n from rate_limits where key like 'job-%'`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
};

describe("the pruning job", () => {
  it("prunes on its timer until stopped, once per process", async () => {
    const db = await database();
    const ended = new Date(Date.now() - (LONGEST_WINDOW_SECONDS + 60) * 1000).toISOString();
    await db.execute(sql`insert into rate_limits (key, window_start, count) values ('job-ended', ${ended}::timestamptz, 1)`);
    const job = startMaintenance(database, 50, 0);
    expect(job).not.toBeNull();
    expect(startMaintenance(database, 50, 0)).toBe(job);
    await expect.poll(windows, { timeout: 10_000 }).toBe(0);
    await job!.stop();
    // Stopped: a row that ends now stays until the next start.
    await db.execute(sql`insert into rate_limits (key, window_start, count) values ('job-after-stop', ${ended}::timestamptz, 1)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await windows()).toBe(1);
  });

  it("runs every ten minutes by default and not at all with MAINTENANCE_INTERVAL_SECONDS=0", () => {
    expect(maintenanceIntervalMs({})).toBe(600_000);
    expect(maintenanceIntervalMs({ MAINTENANCE_INTERVAL_SECONDS: "60" })).toBe(60_000);
    expect(maintenanceIntervalMs({ MAINTENANCE_INTERVAL_SECONDS: "0" })).toBe(0);
    expect(startMaintenance(database, 0)).toBeNull();
  });
});
