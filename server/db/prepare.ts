import { getDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

/**
 * Brings the process's database up to date once per process: migrations, then
 * seed data. The server runs this at start (instrumentation.ts), before serving;
 * a failure is not kept, so the next caller tries again.
 */

// Process-wide for the same reason as the database itself (see client.ts).
const PROCESS_KEY = Symbol.for("boxwright.database.prepared");
const processWide = globalThis as typeof globalThis & { [PROCESS_KEY]?: Promise<DatabaseHandle> };

export function prepareDatabase(): Promise<DatabaseHandle> {
  if (!processWide[PROCESS_KEY]) {
    const attempt = (async () => {
      const handle = await getDatabase();
      await migrateDatabase(handle);
      await seedDatabase(handle.db);
      return handle;
    })();
    processWide[PROCESS_KEY] = attempt;
    attempt.catch(() => {
      if (processWide[PROCESS_KEY] === attempt) processWide[PROCESS_KEY] = undefined;
    });
  }
  return processWide[PROCESS_KEY];
}
