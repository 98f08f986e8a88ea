// The embedded database's own thread (ADR 0075). PGlite runs PostgreSQL compiled to
// WASM; on the server's JavaScript thread every statement's backend work was time no
// request got (more than half of a write's CPU). Here it runs in a worker thread: the
// HTTP thread sends the SQL and gets the rows, and never runs WASM.
//
// Plain JavaScript, loaded by Node itself (not the build): its only imports are
// PGlite and the tuned client, which the server loads at run time anyway.
// workerData: { dataDir } ("memory://" or a folder). Messages (pglite-thread.ts):
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

const reply = (id, value) => parentPort.postMessage({ id, value });
function fail(id, error) {
  if (!isFatal(error)) return parentPort.postMessage({ id, error: serializeError(error) });
  // 57P02 (crash_shutdown): the API answers 503, as for every query the end of this thread fails.
  parentPort.postMessage({ id, error: { ...serializeError(error), code: "57P02" } });
  console.error(`The database worker ends after a fatal error of PGlite: ${error.message}`);
  process.exit(70);
}

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

async function end(id, txId, commit) {
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

parentPort.on("message", async (message) => {
  const { id, op } = message;
  try {
    if (op === "query") reply(id, await targetOf(message).query(message.text, message.params, message.options));
    else if (op === "exec") reply(id, await targetOf(message).exec(message.text));
    else if (op === "begin") begin(id);
    else if (op === "end") await end(id, message.tx, message.commit);
    else if (op === "close") {
      await raw.close();
      reply(id);
      parentPort.close();
    } else fail(id, new Error(`Unknown database operation ${op}`));
  } catch (error) {
    fail(id, error);
  }
});

parentPort.postMessage({ id: 0, value: "ready" });
