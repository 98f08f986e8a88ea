import path from "node:path";
import { z } from "zod";
import { dataDirFromEnv, MEMORY_DATA_DIR } from "@/server/db/config";
import { conversionQueue, type ConversionQueue, type QueueLimits } from "./queue";
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

/**
 * Heavy conversions running at once per instance, unless CONVERSION_CONCURRENCY says
 * otherwise; one more slot is kept for light ones. One: a conversion of a large drawing
 * holds a few hundred MB, and on the shop's two cores a second one at once raised the
 * peak memory past 1.2 GB and slowed small uploads twice as much (docs/reliability.md).
 */
export const DEFAULT_CONVERSION_CONCURRENCY = 1;
/** Conversions that may wait for a turn per instance (CONVERSION_QUEUE_WAITING); the next is answered 503. */
export const DEFAULT_CONVERSION_QUEUE_WAITING = 8;
/** Conversions, running and waiting, one client address may hold per instance (CONVERSIONS_PER_ADDRESS); the next is answered 429. */
export const DEFAULT_CONVERSIONS_PER_ADDRESS = 2;

const count = (min: number) => z.coerce.number().int().min(min).max(1000);
const queueEnvSchema = z.object({
  CONVERSION_CONCURRENCY: count(1).default(DEFAULT_CONVERSION_CONCURRENCY),
  CONVERSION_QUEUE_WAITING: count(0).default(DEFAULT_CONVERSION_QUEUE_WAITING),
  CONVERSIONS_PER_ADDRESS: count(1).default(DEFAULT_CONVERSIONS_PER_ADDRESS),
});

export function queueLimitsFromEnv(env: Record<string, string | undefined> = process.env): QueueLimits {
  const blankless = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in queueEnvSchema.shape && value));
  const parsed = queueEnvSchema.parse(blankless);
  return { concurrency: parsed.CONVERSION_CONCURRENCY, maxWaiting: parsed.CONVERSION_QUEUE_WAITING, perAddress: parsed.CONVERSIONS_PER_ADDRESS };
}

let currentQueue: { signature: string; queue: ConversionQueue } | null = null;

/**
 * The instance's conversion queue, with the environment's limits. It is made again
 * only when the limits change (tests do that); a running instance keeps one queue.
 */
export function conversionQueueFor(env: Record<string, string | undefined> = process.env): ConversionQueue {
  const limits = queueLimitsFromEnv(env);
  const signature = JSON.stringify(limits);
  if (currentQueue?.signature !== signature) currentQueue = { signature, queue: conversionQueue(limits) };
  return currentQueue.queue;
}
