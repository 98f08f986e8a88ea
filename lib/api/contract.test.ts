import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiService, fillPath } from "./api-service";
import type { Answer, Schema } from "./contract";

/**
 * The typed client is only worth its types: these lines fail the typecheck
 * (`npm run typecheck`, part of `npm test`) when a path, a body or an answer
 * stops matching the API's contract.
 */

function recordingApi() {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = new ApiService({
    region: "pl",
    getToken: () => "token",
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json" } });
    },
  });
  return { api, calls };
}

describe("the typed API client", () => {
  it("fills the path's placeholders, URI-encoded, and refuses a missing one", () => {
    expect(fillPath("/v1/orders/{number}/line_items/{id}", { number: "R 1/2", id: 7 })).toBe("/v1/orders/R%201%2F2/line_items/7");
    expect(() => fillPath("/v1/orders/{number}", {})).toThrow("No value for {number} in /v1/orders/{number}");
  });

  it("sends the contract's path with its parameters, query and body", async () => {
    const { api, calls } = recordingApi();
    await api.get("/orders/{number}", { path: { number: "R123" }, params: { workflow_token: "t" }, auth: true });
    await api.post("/v2/orders", {}, { auth: true });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ["GET", "/api/orders/R123?workflow_token=t"],
      ["POST", "/api/v2/orders"],
    ]);
    expect(calls[1]?.init.body).toBe("{}");
  });

  it("answers the type the route declares", () => {
    const { api } = recordingApi();
    expectTypeOf(api.get("/orders/{number}", { path: { number: "R1" } })).resolves.toEqualTypeOf<Schema<"Order"> | null>();
    expectTypeOf<Answer<"/v2/orders/current", "get">>().toEqualTypeOf<Schema<"Order">>();
    expectTypeOf<Schema<"LineItem">>().toHaveProperty("fixed_price");
  });

  it("refuses, at compile time, a path the API does not have, a missing parameter and a wrong body", () => {
    const { api } = recordingApi();
    const never = () => {
      // @ts-expect-error no such path
      void api.get("/v1/no_such_path");
      // @ts-expect-error the order's number is required
      void api.get("/orders/{number}");
      // The same calls written right compile, so each refusal below is for the reason it names.
      void api.get("/orders/{number}", { path: { number: "R1" } });
      void api.put("/orders/{number}/line_items/{itemId}", { line_item: { quantity: 60 } }, { path: { number: "R1", itemId: 1 } });
      // @ts-expect-error the quantity is a number
      void api.put("/orders/{number}/line_items/{itemId}", { line_item: { quantity: "many" } }, { path: { number: "R1", itemId: 1 } });
      // @ts-expect-error GET has no body
      void api.get("/v2/orders/current", { body: {} });
    };
    expect(never).toBeTypeOf("function");
  });
});
