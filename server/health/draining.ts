import { DRAINING_KEY } from "@/server/runtime/process-keys.mjs";

/**
 * Whether this process is shutting down. server/runtime/shutdown.mjs sets the flag
 * on SIGTERM, outside the Next.js bundle, so it lives on globalThis under a
 * process-wide key both sides name (server/runtime/process-keys.mjs).
 */
export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING_KEY] === true;
}
