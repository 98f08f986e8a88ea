import path from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { logger } from "@/server/http/logger";

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
 * would in one thread; its statements and its end are answered synchronously
 * (`sendNow`), so the lock is held for the transaction's own work, not for this
 * thread's queue; an error is PGlite's error rebuilt with all its fields
 * (`code`, `detail`, `constraint` ...), so `server/db/errors.ts` reads it as before.
 *
 * A worker that dies (an uncaught error, out of memory) fails what it was doing with
 * 57P01, which the API answers with 503 and Retry-After, and is started again on the
 * same data folder by the next request, once its thread has exited (two PGlites on
 * one folder would damage it) and at most once per `RESTART_INTERVAL_MS`; until then
 * requests get 503 at once rather than waiting (ADR 0077). PostgreSQL's own crash
 * recovery replays the folder's write-ahead log on the new start, so every committed
 * write is there and an interrupted transaction is not. An in-memory database is not
 * started again: its data died with the worker, and an empty database answering as
 * the shop's would be worse than 503.
 */

/** The client Drizzle receives: what its PGlite session and migrator call. */
export interface ThreadedPGlite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Omit<ThreadedPGlite, "transaction" | "close">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PGliteThreadOptions {
  /** The worker's file (tests give one that can be made to crash). */
  workerFile?: string;
  /** The shortest time between two starts of the worker: a database that dies on opening is not restarted in a tight loop. */
  restartIntervalMs?: number;
  /** Told when the worker stops without being closed (the default logs it as an error: someone is paged for it). */
  onWorkerLost?: (error: Error, restarts: number) => void;
}

/** At most one start of the worker a second after a crash. */
export const RESTART_INTERVAL_MS = 1_000;
/** How long one wait for a transaction's statement lasts before the worker is looked at again (is it still there?). */
const STATEMENT_WAIT_SLICE_MS = 50;

const MEMORY_DATA_DIR = "memory://";

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };
type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** One worker thread and what waits for it. */
interface Generation {
  worker: Worker;
  pending: Map<number, Waiting>;
  /** Resolves once PGlite is open in the worker. */
  ready: Promise<void>;
  opened: boolean;
  /** Set once the worker can no longer answer: every request to it fails with this. */
  stopped: Error | null;
  /** Set once its thread has exited: only then may another PGlite open the same folder. */
  exited: boolean;
  /** Where a transaction's statements go and their answers come back, read without the event loop. */
  syncPort: MessagePort;
  /** Slot 0 set to 1 by the worker once an answer is on `syncPort`, or as it ends; slot 1 set to 1 as it ends. */
  signal: Int32Array;
}

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

/** 57P01 (admin_shutdown): the API answers 503 for it (server/db/errors.ts), not 500. */
function unavailable(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { code: "57P01" });
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

const logLoss = (error: Error, restarts: number) =>
  logger.error({ err: error, restarts }, "the embedded database's worker stopped; requests get 503 until it is started again");

export async function openPGliteThread(dataDir: string, options: PGliteThreadOptions = {}): Promise<ThreadedPGlite> {
  const workerFile = options.workerFile ?? pgliteWorkerFile();
  const restartIntervalMs = options.restartIntervalMs ?? RESTART_INTERVAL_MS;
  const onWorkerLost = options.onWorkerLost ?? logLoss;
  const restartable = dataDir !== MEMORY_DATA_DIR;
  let nextId = 1;
  let closing = false;
  let restarts = 0;
  let startedAt = 0;

  function start(): Generation {
    startedAt = Date.now();
    // Constructed through Reflect so that the bundler does not take `new Worker(<path>)` for a worker entry to
    // bundle (a path it cannot resolve made it take every file of the project): Node loads the file at run time.
    const channel = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
    const worker: Worker = Reflect.construct(Worker, [workerFile, { workerData: { dataDir, syncPort: channel.port2, signal }, transferList: [channel.port2] }]);
    const generation: Generation = {
      worker,
      pending: new Map(),
      ready: Promise.resolve(),
      opened: false,
      stopped: null,
      exited: false,
      syncPort: channel.port1,
      signal,
    };
    generation.ready = new Promise<void>((resolve, reject) => {
      generation.pending.set(0, { resolve: () => resolve(), reject });
    });
    // Nobody may be waiting for a restart's opening; its failure reaches the requests that are.
    generation.ready.catch(() => {});

    // The worker keeps the process alive only while a request waits for it, as PGlite
    // in this thread would: an idle open database does not hold a finished script open.
    const settle = (id: number) => {
      const waiting = generation.pending.get(id);
      generation.pending.delete(id);
      if (generation.pending.size === 0) worker.unref();
      return waiting;
    };
    worker.on("message", (reply: Reply) => {
      const waiting = settle(reply.id);
      if (!waiting) return;
      if (reply.error) return waiting.reject(rebuildError(reply.error));
      if (reply.id === 0) generation.opened = true;
      waiting.resolve(reply.value);
    });
    const stop = (error: Error) => {
      if (generation.stopped) return;
      generation.stopped = error;
      for (const [id, waiting] of generation.pending) {
        generation.pending.delete(id);
        waiting.reject(error);
      }
      worker.unref();
    };
    worker.on("error", (error) => stop(unavailable(`The database worker stopped: ${error.message}`, error)));
    worker.on("exit", (code) => {
      generation.exited = true;
      const error = generation.stopped;
      stop(unavailable(`The database worker exited (code ${code})`));
      if (!closing) onWorkerLost(error ?? generation.stopped!, restarts);
    });
    return generation;
  }

  let current = start();
  try {
    await current.ready;
  } catch (error) {
    // Not opened at all (a damaged folder, a bad path): the caller hears it; nothing was lost.
    closing = true;
    await current.worker.terminate();
    throw error;
  }

  /** The worker to send a request to, started again if it died; or why there is none. */
  function live(): Generation | Error {
    if (closing) return unavailable("The database is closed");
    if (!current.stopped) return current;
    // A dead worker whose thread is still going may still hold the folder; and a
    // database that keeps dying is tried again at most once per interval.
    if (!restartable || !current.exited || Date.now() - startedAt < restartIntervalMs) return current.stopped;
    restarts += 1;
    current = start();
    return current;
  }

  async function send<T>(generation: Generation, message: Record<string, unknown>): Promise<T> {
    if (!generation.opened) {
      await generation.ready.catch((error: unknown) => {
        throw generation.stopped ?? unavailable("The database worker could not open the database", error);
      });
    }
    if (generation.stopped) throw generation.stopped;
    const id = nextId++;
    if (generation.pending.size === 0) generation.worker.ref();
    return new Promise<T>((resolve, reject) => {
      generation.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      generation.worker.postMessage({ id, ...message });
    });
  }

  /**
   * A transaction's statement, answered before this returns: the thread waits for the
   * worker (Atomics.wait) rather than going back to its event loop. A transaction holds
   * the one database from BEGIN to its end; answered through the event loop, each of its
   * statements waited behind whatever other requests had queued on this thread, and the
   * database sat idle and locked meanwhile, so under load payments queued behind each
   * other's hops (ADR 0080). The wait is only the worker's execution of one statement.
   */
  function sendNow<T>(generation: Generation, message: Record<string, unknown>): T {
    if (generation.stopped) throw generation.stopped;
    // Its exit event cannot arrive while this thread waits: a worker that ended says so in the signal's slot 1.
    const gone = () => Atomics.load(generation.signal, 1) === 1 || generation.worker.threadId === -1;
    if (gone()) throw unavailable("The database worker stopped during a transaction");
    const id = nextId++;
    Atomics.store(generation.signal, 0, 0);
    generation.syncPort.postMessage({ id, ...message });
    for (;;) {
      Atomics.wait(generation.signal, 0, 0, STATEMENT_WAIT_SLICE_MS);
      const received = receiveMessageOnPort(generation.syncPort);
      if (received) {
        const reply = received.message as Reply;
        if (reply.id !== id) continue;
        if (reply.error) throw rebuildError(reply.error);
        return reply.value as T;
      }
      if (gone()) throw unavailable("The database worker stopped during a transaction");
    }
  }

  /** sendNow as the promise Drizzle awaits. */
  function sendNowAsync<T>(generation: Generation, message: Record<string, unknown>): Promise<T> {
    try {
      return Promise.resolve(sendNow<T>(generation, message));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function request<T>(message: Record<string, unknown>): Promise<T> {
    const target = live();
    return target instanceof Error ? Promise.reject(target) : send<T>(target, message);
  }

  // A transaction's statements go to the worker that began it, never to a successor:
  // a restarted worker has rolled it back.
  const clientFor = (pinned: { generation: Generation; tx: number } | undefined) => {
    const to = <T>(message: Record<string, unknown>) => (pinned ? sendNowAsync<T>(pinned.generation, { ...message, tx: pinned.tx }) : request<T>(message));
    return {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) => to<Results<T>>({ op: "query", text, params, options: sendable(options) }),
      exec: (text: string) => to<Results[]>({ op: "exec", text }),
    };
  };

  return {
    ...clientFor(undefined),
    async transaction<T>(callback: (tx: ReturnType<typeof clientFor>) => Promise<T>): Promise<T> {
      const generation = live();
      if (generation instanceof Error) throw generation;
      // BEGIN waits through the event loop: it may wait for another transaction, which needs this thread to end.
      const tx = await send<number>(generation, { op: "begin" });
      let result: T;
      try {
        result = await callback(clientFor({ generation, tx }));
      } catch (error) {
        // PGlite rolls back and the caller's error stands, whatever the rollback said.
        await sendNowAsync(generation, { op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await sendNowAsync(generation, { op: "end", tx, commit: true });
      return result;
    },
    async close() {
      const last = current;
      closing = true;
      if (!last.stopped) await send(last, { op: "close" }).catch(() => {});
      await last.worker.terminate();
    },
  };
}

/** The threaded client where Drizzle's PGlite driver wants a PGlite: it calls only what ThreadedPGlite has. */
export const asPGlite = (client: ThreadedPGlite): PGlite => client as unknown as PGlite;
