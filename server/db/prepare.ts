import { getDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

/**
 * Brings the process's database up to date once per process: migrations, then
 * seed data. The server runs this at start (instrumentation.ts), before serving;
 * a failure is not kept, so the next caller tries again.
 */

let preparing: Promise<DatabaseHandle> | undefined;

export function prepareDatabase(): Promise<DatabaseHandle> {
  if (!preparing) {
    const attempt = (async () => {
      const handle = await getDatabase();
      await migrateDatabase(handle);
      await seedDatabase(handle.db);
      return handle;
    })();
    preparing = attempt;
    attempt.catch(() => {
      if (preparing === attempt) preparing = undefined;
    });
  }
  return preparing;
}
