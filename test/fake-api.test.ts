import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiService } from "@/lib/api/api-service";
import { fakeFetch, json, refusal } from "./fake-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

const silent = { warn: () => {}, error: () => {} };
const client = () => new ApiService({ region: "eu", getToken: () => "token-1", logger: silent });

/**
 * A shop that answers every route with what it was sent. The fake is tested
 * through the client's untyped transport (`call`): these answers echo the
 * request, they are not the contract's.
 */
const echo = () => fakeFetch((request) => json({ method: request.method, path: request.path, body: request.body ?? null }));

describe("the fake shop API", () => {
  it("answers through fetch, as the real client calls it, and records what was sent", async () => {
    const shop = echo();
    const answer = await client().call("post", "/v2/quote_requests", { body: { email: "ada@example.com" }, params: { preview: "true" } });
    expect(answer).toEqual({ method: "POST", path: "v2/quote_requests", body: { email: "ada@example.com" } });
    const [sent] = shop.to("POST", "v2/quote_requests");
    expect(sent!.body).toEqual({ email: "ada@example.com" });
    expect(sent!.query.get("preview")).toBe("true");
    expect(sent!.headers).toMatchObject({ "X-Api-Token": "token-1", "X-Region": "eu" });
    expect(shop.calls()).toEqual(["POST v2/quote_requests"]);
  });

  it("keeps a body that is not JSON as it was given", async () => {
    const shop = echo();
    const form = new FormData();
    form.set("purpose", "approval");
    await fetch("/api/files", { method: "POST", body: form });
    expect(shop.sent[0]!.body).toBe(form);
  });

  it("refuses a route made to fail in the API's envelope until it recovers, and leaves other routes alone", async () => {
    const shop = echo();
    shop.fail("GET", "orders/mine", { status: 409, code: "order_locked", details: { field: "state" } });
    await expect(client().call("get", "/orders/mine")).rejects.toMatchObject({
      status: 409,
      code: "order_locked",
      details: { field: "state" },
      message: "English text for developers",
    });
    expect(await client().call("get", "/orders/R1")).toMatchObject({ path: "orders/R1" });
    shop.recover("GET", "orders/mine");
    expect(await client().call("get", "/orders/mine")).toMatchObject({ path: "orders/mine" });
  });

  it("can fail without an answer, or lose the answer after the shop handled the call", async () => {
    const handled: string[] = [];
    const shop = fakeFetch((request) => {
      handled.push(request.path);
      return json({});
    });
    shop.fail("POST", "custom_sample_pack", "network");
    await expect(client().call("post", "/custom_sample_pack", { body: {} })).rejects.toMatchObject({ kind: "network" });
    expect(handled).toEqual([]);

    shop.loseNextAnswer("POST", "v2/quote_requests");
    await expect(client().call("post", "/v2/quote_requests", { body: {} })).rejects.toMatchObject({ kind: "network" });
    expect(await client().call("post", "/v2/quote_requests", { body: {} })).toEqual({});
    expect(handled).toEqual(["v2/quote_requests", "v2/quote_requests"]);
  });

  it("holds a route's calls until released", async () => {
    const shop = echo();
    const release = shop.hold("GET", "users/current");
    let answered = false;
    const call = client()
      .call("get", "/users/current")
      .then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    release();
    await call;
    expect(answered).toBe(true);
  });

  it("writes refusals with the message a route gives, or the usual one", async () => {
    expect(await refusal({ status: 404, code: "not_found" }).json()).toEqual({
      error: { code: "not_found", message: "English text for developers", details: null },
    });
    const unauthorized = refusal({ status: 401, code: "unauthorized", message: "An API token is required" });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ error: { message: "An API token is required" } });
  });
});
