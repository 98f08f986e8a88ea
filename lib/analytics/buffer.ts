import { z } from "zod";
import { PendingCallSchema, type PendingCall } from "./events";

/**
 * Events made before analytics consent wait in session storage: they survive
 * moving between pages of the visit and are gone when the tab closes, so nothing
 * outlives a visit without consent. A corrupt buffer is dropped, not sent.
 */

export const BUFFER_KEY = "ph-analytics-buffer";
/** A visitor who never consents should not grow the tab's storage without end. */
export const BUFFER_LIMIT = 100;

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const BufferSchema = z.array(PendingCallSchema);

export function readBuffer(storage: SessionStore | undefined): PendingCall[] {
  try {
    const raw = storage?.getItem(BUFFER_KEY);
    if (!raw) return [];
    const parsed = BufferSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function appendToBuffer(storage: SessionStore | undefined, call: PendingCall): void {
  const calls = [...readBuffer(storage), call].slice(-BUFFER_LIMIT);
  try {
    storage?.setItem(BUFFER_KEY, JSON.stringify(calls));
  } catch {
    // A full or refused storage loses the event; the page goes on.
  }
}

/** Everything buffered, removed from storage so a second flush cannot send it twice. */
export function takeBuffer(storage: SessionStore | undefined): PendingCall[] {
  const calls = readBuffer(storage);
  try {
    storage?.removeItem(BUFFER_KEY);
  } catch {
    // Nothing to remove from.
  }
  return calls;
}
