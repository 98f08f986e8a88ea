import path from "node:path";
import { z } from "zod";

/**
 * Which database the shop uses: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite under DATA_DIR (default .data). 'memory://' as DATA_DIR
 * keeps PGlite in memory, for tests.
 */

export type DatabaseConfig = { driver: "postgres"; url: string } | { driver: "pglite"; dataDir: string };

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
});

export const MEMORY_DATA_DIR = "memory://";

export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  const dir = env.DATA_DIR || ".data";
  // Not a file the build should trace: the data folder is chosen at run time.
  return dir === MEMORY_DATA_DIR ? dir : path.resolve(/*turbopackIgnore: true*/ dir);
}

export function databaseConfigFromEnv(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const parsed = envSchema.parse({ DATABASE_URL: env.DATABASE_URL || undefined, DATA_DIR: env.DATA_DIR || undefined });
  if (parsed.DATABASE_URL) return { driver: "postgres", url: parsed.DATABASE_URL };
  const dataDir = dataDirFromEnv(env);
  return { driver: "pglite", dataDir: dataDir === MEMORY_DATA_DIR ? dataDir : path.join(/*turbopackIgnore: true*/ dataDir, "pglite") };
}
