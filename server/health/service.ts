import { prepareDatabase } from "@/server/db/prepare";
import { appliedMigrationCount } from "@/server/db/migrate";
import { databaseConfigFromEnv } from "@/server/db/config";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: {
    status: "up" | "down";
    driver: "pglite" | "postgres";
    migrations: number | null;
    latencyMs: number | null;
  };
}

export async function checkHealth(): Promise<HealthReport> {
  const driver = databaseConfigFromEnv().driver;
  const started = performance.now();
  try {
    const handle = await prepareDatabase();
    await handle.ping();
    const migrations = await appliedMigrationCount(handle);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", database: { status: "up", driver, migrations, latencyMs } };
  } catch {
    return { status: "unavailable", database: { status: "down", driver, migrations: null, latencyMs: null } };
  }
}
