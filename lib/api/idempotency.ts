import { IDEMPOTENCY_KEY_HEADER } from "./headers";

/**
 * Headers for a call that creates an order or pays. A load balancer that sends the
 * call again after an instance died mid-answer sends the same key, and the shop
 * answers it with the first answer instead of making a second order or payment.
 * One key per click: a shopper's deliberate second attempt is a new call.
 */
export function idempotencyHeaders(): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: newKey() };
}

function newKey(): string {
  // randomUUID exists only in secure contexts; a page on plain http (a LAN address) has getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
