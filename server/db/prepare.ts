import { getDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { PREPARED_DATABASE_KEY } from "../runtime/process-keys.mjs";

/**
 * Brings the process's database up to date once per process: migrations, then
 * seed data. The server runs this at start (instrumentation.ts), before serving;
 * a failure is not kept, so the next caller tries again.
 */

// Process-wide for the same reason as the database itself (see client.ts).
const processWide = globalThis as typeof globalThis & { [PREPARED_DATABASE_KEY]?: Promise<DatabaseHandle> };

export function prepareDatabase(): Promise<DatabaseHandle> {
  if (!processWide[PREPARED_DATABASE_KEY]) {
    const attempt = (async () => {
      const handle = await getDatabase();
      await migrateDatabase(handle);
      await seedDatabase(handle.db);
      return handle;
    })();
    processWide[PREPARED_DATABASE_KEY] = attempt;
    attempt.catch(() => {
      if (processWide[PREPARED_DATABASE_KEY] === attempt) processWide[PREPARED_DATABASE_KEY] = undefined;
    });
  }
  return processWide[PREPARED_DATABASE_KEY];
}
