import type { Database } from "./client";
import { prepareDatabase } from "./prepare";

/** The process's database, migrated and seeded: what services use. */
export async function database(): Promise<Database> {
  return (await prepareDatabase()).db;
}

export type { Database };
