import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "./headers";
import { idempotencyHeaders } from "./idempotency";

describe("idempotencyHeaders", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives each call a key of its own that the shop API accepts", () => {
    const first = idempotencyHeaders()[IDEMPOTENCY_KEY_HEADER]!;
    const second = idempotencyHeaders()[IDEMPOTENCY_KEY_HEADER]!;
    expect(first).not.toBe(second);
    // The API's rule: 1 to 255 printable ASCII characters.
    expect(first).toMatch(/^[\x21-\x7e]{1,255}$/);
  });

  it("makes a key without randomUUID, as on a page served over plain http", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(idempotencyHeaders()[IDEMPOTENCY_KEY_HEADER]).toBe("ab".repeat(16));
  });
});
