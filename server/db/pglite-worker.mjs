// The embedded database's own thread (ADR 0075). PGlite runs PostgreSQL compiled to
// WASM; on the server's JavaScript thread every statement's backend work was time no
// request got (more than half of a write's CPU). Here it runs in a worker thread: the
// HTTP thread sends the SQL and gets the rows, and never runs WASM.
//
// Plain JavaScript, loaded by Node itself (not the build): its only imports are
// PGlite and the tuned client, which the server loads at run time anyway.
// workerData: { dataDir ("memory://" or a folder), syncPort, signal }. Messages (pglite-thread.ts),
// on parentPort or, for a transaction's statements and its end, on syncPort (answered there,
// then `signal` set and notified, ADR 0080):
//   { id, op: "query", text, params, options, tx? }  -> { id, value: Results }
//   { id, op: "exec", text, tx? }                     -> { id, value: Results[] }
//   { id, op: "begin" }                               -> { id, value: txId } once the transaction holds PGlite's lock
//   { id, op: "end", tx, commit }                     -> { id } after COMMIT or ROLLBACK
//   { id, op: "close" }                               -> { id } once PGlite is closed
// A failure answers { id, error } with the error's own fields (message, code, detail ...);
// a fatal one (PGlite's WASM trapped) also ends the thread, to be started again (ADR 0077).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { tunedPGlite } from "./pglite-client.mjs";

const MEMORY_DATA_DIR = "memory://";

/** Rejects a transaction's callback so PGlite rolls it back; not an error to report. */
const ROLLBACK = Symbol("rollback");

/** Every own field of an error that can cross to the other thread (functions and the like cannot). */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    try {
      fields[key] = structuredClone(value);
    } catch {
      // not cloneable (a function, a handle): left out
    }
  }
  return fields;
}

/**
 * A trap in PGlite's WASM (Emscripten's abort, out of its memory, an unreachable) leaves
 * the backend unusable: every later query would fail too. The thread ends instead, and
 * the HTTP thread starts a new one on the same folder (pglite-thread.ts, ADR 0077).
 */
const isFatal = (error) => error instanceof WebAssembly.RuntimeError || (error instanceof Error && /^Aborted\(/.test(error.message));

/**
 * How answers go back: `post` puts one on its port. A transaction's statements come on
 * the synchronous port (workerData.syncPort), whose sender waits on `signal` for the
 * answer instead of going back to its event loop (pglite-thread.ts): so each answer
 * there is followed by a wake-up.
 */
function answers(post) {
  const reply = (id, value) => post({ id, value });
  const fail = (id, error) => {
    if (!isFatal(error)) return post({ id, error: serializeError(error) });
    // 57P02 (crash_shutdown): the API answers 503, as for every query the end of this thread fails.
    post({ id, error: { ...serializeError(error), code: "57P02" } });
    console.error(`The database worker ends after a fatal error of PGlite: ${error.message}`);
    process.exit(70);
  };
  return { reply, fail };
}

const { syncPort, signal } = workerData;
const later = answers((message) => parentPort.postMessage(message));
const now = answers((message) => {
  syncPort.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
const { reply, fail } = later;
// However this thread ends (an uncaught error, process.exit after a fatal one), a transaction's
// statement waiting on `signal` learns it: slot 1 says the thread is gone, for good.
process.on("exit", () => {
  Atomics.store(signal, 1, 1);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});

let raw;
try {
  raw = await PGlite.create(workerData.dataDir === MEMORY_DATA_DIR ? undefined : workerData.dataDir);
} catch (error) {
  parentPort.postMessage({ id: 0, error: serializeError(error) });
  process.exit(1);
}
const client = tunedPGlite(raw);

/** Open transactions by id: the tuned transaction client, and how to end its callback. */
const transactions = new Map();
let nextTransaction = 1;

function targetOf(message) {
  if (message.tx === undefined) return client;
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`Transaction ${message.tx} is not open`);
  return open.tx;
}

function begin(id) {
  const txId = nextTransaction++;
  let began = false;
  // The callback runs once the transaction holds PGlite's lock; it stays open (and
  // keeps the lock, as in PGlite itself) until the HTTP thread ends it.
  const settled = client.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        transactions.set(txId, { tx, resolve, reject, settled });
        began = true;
        reply(id, txId);
      }),
  );
  settled.catch((error) => {
    if (!began) fail(id, error);
  });
}

async function end(id, txId, commit, { reply, fail }) {
  const open = transactions.get(txId);
  if (!open) return fail(id, new Error(`Transaction ${txId} is not open`));
  transactions.delete(txId);
  if (commit) open.resolve();
  else open.reject(ROLLBACK);
  try {
    await open.settled;
    reply(id);
  } catch (error) {
    if (error === ROLLBACK) reply(id);
    else fail(id, error);
  }
}

async function handle(message, { reply, fail }) {
  const { id, op } = message;
  try {
    if (op === "query") reply(id, await targetOf(message).query(message.text, message.params, message.options));
    else if (op === "exec") reply(id, await targetOf(message).exec(message.text));
    else if (op === "begin") begin(id);
    else if (op === "end") await end(id, message.tx, message.commit, { reply, fail });
    else if (op === "close") {
      await raw.close();
      reply(id);
      parentPort.close();
      syncPort.close();
    } else fail(id, new Error(`Unknown database operation ${op}`));
  } catch (error) {
    fail(id, error);
  }
}

parentPort.on("message", (message) => handle(message, later));
syncPort.on("message", (message) => handle(message, now));

parentPort.postMessage({ id: 0, value: "ready" });
