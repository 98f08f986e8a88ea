import { expirePricedPages, expireTagsHere, PRICED_ROUTE_TAGS } from "@/server/cache/pages";
import type { DatabaseHandle } from "@/server/db/client";
import { databaseConfigFromEnv } from "@/server/db/config";
import { logger } from "@/server/http/logger";
import { loadPricing, onPricingChange, PRICING_CHANNEL, syncPricing } from "./versions";
import { CLEAR_RESPONSE_CACHE_KEY, PRICING_WATCH_KEY } from "@/server/runtime/process-keys.mjs";

/**
 * Keeps a server process's prices at the database's pricing version: the snapshot
 * is loaded at start, then refreshed when PostgreSQL notifies a change on
 * `pricing_changed`, and by a short poll (the fallback when the notification
 * connection is down, and the only way on PGlite). Whenever the version moves,
 * the process empties what it keeps of priced answers: its response cache
 * (server/runtime/server.mjs) and, in the shared page cache, the priced routes'
 * tags, so nothing rendered with the old prices is served again.
 */

/** How often the version is read besides notifications (PRICING_POLL_MS, default 1000). */
const POLL_MS = Number(process.env.PRICING_POLL_MS) || 1000;
/** Renders that began before the change may finish after it; their entries are dropped once more after this. */
const SETTLE_MS = 1000;
const RECONNECT_MS = 2000;

const processWide = globalThis as typeof globalThis & { [PRICING_WATCH_KEY]?: boolean; [CLEAR_RESPONSE_CACHE_KEY]?: () => void };

export async function startPricingWatch(handle: DatabaseHandle): Promise<void> {
  if (processWide[PRICING_WATCH_KEY]) return;
  processWide[PRICING_WATCH_KEY] = true;
  const { db } = handle;

  const dropPricedAnswers = () => {
    processWide[CLEAR_RESPONSE_CACHE_KEY]?.();
    expirePricedPages(db).catch((error: unknown) => logger.warn({ err: error }, "priced pages could not be expired"));
  };

  let syncing: Promise<unknown> | null = null;
  const sync = () => {
    syncing ??= syncPricing(db)
      .catch((error: unknown) => logger.warn({ err: error }, "pricing version could not be read"))
      .finally(() => (syncing = null));
    return syncing;
  };

  // The build priced without adjustments: its pages in Next's file-system cache predate this start.
  // (Shared entries were rendered by instances that had loaded the prices, and stay.)
  try {
    if ((await loadPricing(db)) > 0) expireTagsHere(PRICED_ROUTE_TAGS);
  } catch (error) {
    // The poll below loads them once the database answers.
    logger.error({ err: error }, "prices could not be loaded");
  }
  onPricingChange((version) => {
    logger.info({ version }, "prices changed");
    dropPricedAnswers();
    setTimeout(dropPricedAnswers, SETTLE_MS).unref();
  });
  setInterval(sync, POLL_MS).unref();
  if (handle.driver === "postgres") listen(sync);
}

/** A connection of its own that LISTENs for changes; when it fails, a new one follows (the poll covers the gap). */
function listen(sync: () => unknown): void {
  const config = databaseConfigFromEnv();
  if (config.driver !== "postgres") return;
  const connect = async () => {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: config.url });
    let retried = false;
    const retry = (error: unknown) => {
      if (retried) return;
      retried = true;
      logger.warn({ err: error }, "price change notifications lost; reconnecting");
      client.end().catch(() => {});
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    client.on("error", retry);
    client.on("end", () => retry(new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === PRICING_CHANNEL) sync();
    });
    try {
      await client.connect();
      await client.query(`listen ${PRICING_CHANNEL}`);
      // Changes made while no connection listened are found by reading the version now.
      sync();
    } catch (error) {
      retry(error);
    }
  };
  void connect();
}
