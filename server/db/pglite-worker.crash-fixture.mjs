// The database worker as pglite-thread.db.test.ts runs it: pglite-worker.mjs itself,
// which a test can make die as a real one can. `select 'die: uncaught'` throws an
// error nothing catches (as a bug or running out of memory does: the thread's
// "error" event, then its exit); `select 'die: exit'` ends the thread without one;
// `select 'die: wasm abort'` makes PGlite's WASM trap as it does when it runs out of
// memory. Never loaded by the shop.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const runProtocol = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = function (message, options) {
  if (new TextDecoder().decode(message).includes("die: wasm abort")) throw new WebAssembly.RuntimeError("Aborted(OOM)");
  return runProtocol.call(this, message, options);
};

// On either port: a transaction's statements come on the synchronous one.
for (const port of [parentPort, workerData.syncPort]) {
  port.on("message", (message) => {
    if (message.text === "select 'die: uncaught'") throw new Error("the database worker's uncaught error");
    if (message.text === "select 'die: exit'") process.exit(3);
  });
}

await import("./pglite-worker.mjs");
