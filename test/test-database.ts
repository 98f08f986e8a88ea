import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** Environment variables that point the shop's database module at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set (a new database on that server), otherwise PGlite in memory. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: "memory://" }, drop: async () => {} };

  const name = `bw_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
