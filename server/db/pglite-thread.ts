import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/**
 * PGlite in a worker thread (ADR 0075), as a client Drizzle's PGlite driver takes:
 * `query`, `exec` and `transaction`, whose callback gets a client of the same kind.
 * The WASM backend, the tuned prepared statements (pglite-client.mjs) and PGlite's
 * locks all live in the worker (pglite-worker.mjs); this thread only sends SQL and
 * receives rows, so a write costs the HTTP thread a message each way per statement
 * instead of the backend's work.
 *
 * Semantics are PGlite's own: a transaction holds PGlite's exclusive lock in the
 * worker from BEGIN until this side ends it, so other queries wait for it as they
 * would in one thread; an error is PGlite's error rebuilt with all its fields
 * (`code`, `detail`, `constraint` ...), so `server/db/errors.ts` reads it as before.
 */

/** The client Drizzle receives: what its PGlite session and migrator call. */
export interface ThreadedPGlite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Omit<ThreadedPGlite, "transaction" | "close">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };

/** The worker's file: plain JavaScript beside this module, loaded by Node (the server runs from the project folder). */
export function pgliteWorkerFile(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "server", "db", "pglite-worker.mjs");
}

/** PGlite's error as the worker saw it, with every field it carried. */
function rebuildError(fields: Reply["error"] & object): Error {
  const { message, name, stack, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === "string") error.name = name;
  if (typeof stack === "string") error.stack = `${stack}\n    (in the database worker)`;
  return error;
}

/**
 * Functions cannot cross threads. Drizzle's parsers are the ones the worker's tuned
 * client has installed once (pglite-client.mjs); any other function (serializers,
 * onNotice) fails the post loudly rather than being dropped.
 */
function sendable(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const { parsers: _installedInTheWorker, ...rest } = options;
  return rest;
}

export async function openPGliteThread(dataDir: string, workerFile: string = pgliteWorkerFile()): Promise<ThreadedPGlite> {
  const worker = new Worker(workerFile, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  // The worker keeps the process alive only while a request waits for it, as PGlite
  // in this thread would: an idle open database does not hold a finished script open.
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (reply: Reply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.error) waiting.reject(rebuildError(reply.error));
    else waiting.resolve(reply.value);
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
    worker.unref();
  };
  worker.on("error", (error) => stop(Object.assign(new Error(`The database worker stopped: ${error.message}`, { cause: error }), { code: "57P01" })));
  worker.on("exit", (code) => {
    // 57P01 (admin_shutdown): the API answers 503 for it (server/db/errors.ts), not 500.
    if (!stopped) stop(Object.assign(new Error(`The database worker exited (code ${code})`), { code: "57P01" }));
  });

  function request<T>(message: Record<string, unknown>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }

  await ready;

  const clientFor = (tx: number | undefined) => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => request<Results<T>>({ op: "query", text, params, options: sendable(options), tx }),
    exec: (text: string) => request<Results[]>({ op: "exec", text, tx }),
  });

  return {
    ...clientFor(undefined),
    async transaction<T>(callback: (tx: ReturnType<typeof clientFor>) => Promise<T>): Promise<T> {
      const tx = await request<number>({ op: "begin" });
      let result: T;
      try {
        result = await callback(clientFor(tx));
      } catch (error) {
        // PGlite rolls back and the caller's error stands, whatever the rollback said.
        await request({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await request({ op: "end", tx, commit: true });
      return result;
    },
    async close() {
      if (!stopped) await request({ op: "close" });
      await worker.terminate();
    },
  };
}

/** The threaded client where Drizzle's PGlite driver wants a PGlite: it calls only what ThreadedPGlite has. */
export const asPGlite = (client: ThreadedPGlite): PGlite => client as unknown as PGlite;
