import { vi } from "vitest";
import { renderInStorefront } from "@/test/render";
import { currentUser, storeToken } from "@/test/users";

/**
 * A fake sample pack API behind `fetch` for the picker's tests: the network
 * boundary, with the real client, session and components above it. It answers
 * a pack the way the server does (the cart holding the pack, 201), and can be
 * made to refuse with any code.
 */

export interface Sent {
  method: string;
  /** Without /api/, e.g. 'custom_sample_pack'. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Failure = { status: number; code: string; details?: unknown } | "network";

/** An anonymous visitor, as every visitor is from the first page on. */
export const visitor = currentUser();

export const signIn = () => storeToken(visitor);

export { renderInStorefront };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeSamplePackApi() {
  const sent: Sent[] = [];
  let failure: Failure | null = null;

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const request: Sent = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api\//, ""),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    if (!request.headers["X-Api-Token"]) return json({ error: { code: "unauthorized", message: "An API token is required for this call", details: null } }, 401);
    if (request.method === "GET" && request.path === "users/current") return json(visitor);
    if (request.method === "POST" && request.path === "custom_sample_pack") {
      if (failure === "network") throw new TypeError("Failed to fetch");
      if (failure) return json({ error: { code: failure.code, message: "English text for developers", details: failure.details ?? null } }, failure.status);
      const pack = request.body as { sku: string; samples: string[] };
      return json({ order: cartWith(pack.sku, pack.samples) }, 201);
    }
    return json({ error: { code: "not_found", message: "Not found", details: null } }, 404);
  });
  vi.stubGlobal("fetch", fetch);

  return {
    sent,
    to: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
    fail: (next: Failure) => {
      failure = next;
    },
    recover: () => {
      failure = null;
    },
  };
}

/** The cart as the orders API answers it, holding just the pack. */
function cartWith(sku: string, samples: string[]) {
  return {
    id: 1,
    number: "R100000001",
    state: "cart",
    currency: "EUR",
    region: "eu",
    item_total: 60000,
    total: 73800,
    line_items: [{ id: 5, kind: "product", sku, quantity: 30, price: 2000, total: 60000, samples, product: { id: 25, slug: "sample-packs", name: "Sample packs" } }],
  };
}
