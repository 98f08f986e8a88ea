/**
 * Whether this process is shutting down. server/runtime/server.mjs sets the flag on
 * SIGTERM, outside the Next.js bundle, so it lives on globalThis under a registered
 * symbol both sides can name.
 */
const DRAINING = Symbol.for("boxwright.draining");

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}
