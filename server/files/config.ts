import path from "node:path";
import { z } from "zod";
import { dataDirFromEnv, MEMORY_DATA_DIR } from "@/server/db/config";
import { s3Storage } from "./s3";
import { diskStorage, memoryStorage, type FileStorage } from "./storage";

/**
 * Which file storage the shop uses: an S3-compatible bucket when S3_BUCKET is
 * set, otherwise files under FILES_DIR (default DATA_DIR/files, that is
 * .data/files). With DATA_DIR=memory:// (the tests' database) and no FILES_DIR,
 * the bytes stay in memory too, so tests never write into the working folder.
 */

const envSchema = z.object({
  FILES_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

type StorageConfig =
  | { kind: "s3"; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string }
  | { kind: "local"; root: string }
  | { kind: "memory" };

export function storageConfigFromEnv(env: Record<string, string | undefined> = process.env): StorageConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in envSchema.shape && value));
  const parsed = envSchema.parse(blankless);
  if (parsed.S3_BUCKET) {
    return {
      kind: "s3",
      bucket: parsed.S3_BUCKET,
      endpoint: parsed.S3_ENDPOINT,
      region: parsed.S3_REGION ?? "us-east-1",
      accessKeyId: parsed.S3_ACCESS_KEY_ID,
      secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
    };
  }
  if (parsed.FILES_DIR) return { kind: "local", root: path.resolve(/*turbopackIgnore: true*/ parsed.FILES_DIR) };
  const dataDir = dataDirFromEnv(env);
  if (dataDir === MEMORY_DATA_DIR) return { kind: "memory" };
  return { kind: "local", root: path.join(/*turbopackIgnore: true*/ dataDir, "files") };
}

let current: { signature: string; storage: FileStorage } | null = null;

/** The process's file storage, as the environment configures it (made again if the configuration changes). */
export function fileStorage(env: Record<string, string | undefined> = process.env): FileStorage {
  const config = storageConfigFromEnv(env);
  const signature = JSON.stringify(config);
  if (current?.signature !== signature) {
    const storage = config.kind === "s3" ? s3Storage(config) : config.kind === "local" ? diskStorage(config.root) : memoryStorage();
    current = { signature, storage };
  }
  return current.storage;
}
