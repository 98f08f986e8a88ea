import type { Schema } from "@/lib/api/contract";
import { fakeFetch, json, refusal, type Failure } from "@/test/fake-api";
import { lineAnswer, orderAnswer } from "@/test/order-answers";
import { renderInStorefront } from "@/test/render";
import { currentUser, storeToken } from "@/test/users";

/**
 * A fake sample pack API behind `fetch` for the picker's tests: the network
 * boundary, with the real client, session and components above it. It answers
 * a pack the way the server does (the cart holding the pack, 201), and can be
 * made to refuse with any code.
 */

/** An anonymous visitor, as every visitor is from the first page on. */
export const visitor = currentUser();

export const signIn = () => storeToken(visitor);

export { renderInStorefront };

export function fakeSamplePackApi() {
  const api = fakeFetch((request) => {
    if (!request.headers["X-Api-Token"]) return refusal({ status: 401, code: "unauthorized", message: "An API token is required for this call" });
    if (request.method === "GET" && request.path === "users/current") return json(visitor);
    if (request.method === "POST" && request.path === "custom_sample_pack") {
      const pack = request.body as { sku: string; samples: string[] };
      return json({ order: cartWith(pack.sku, pack.samples) }, 201);
    }
    return refusal({ status: 404, code: "not_found", message: "Not found" });
  });

  return {
    sent: api.sent,
    to: api.to,
    /** Only the pack's route fails. */
    fail: (next: Failure) => api.fail("POST", "custom_sample_pack", next),
    recover: () => api.recover("POST", "custom_sample_pack"),
  };
}

/** The cart as the orders API answers it, holding just the pack. */
function cartWith(sku: string, samples: string[]): Schema<"Order"> {
  return orderAnswer({
    number: "R100000001",
    item_total: 60000,
    total: 73800,
    line_items: [lineAnswer({ id: 5, sku, quantity: 30, price: 2000, total: 60000, samples, product: { id: 25, slug: "sample-packs", name: "Sample packs" } })],
  });
}
