import { afterAll } from "vitest";
import { closeDatabase } from "@/server/db/client";
import { createTestDatabase } from "./test-database";

/**
 * Each test file of the 'db' project gets a database of its own: an in-memory
 * PGlite, or with DATABASE_URL a fresh database on that PostgreSQL server, dropped
 * afterwards. The shop's code finds it through the usual environment variables.
 */
const testDatabase = await createTestDatabase();
Object.assign(process.env, testDatabase.env);

afterAll(async () => {
  await closeDatabase();
  await testDatabase.drop();
});
