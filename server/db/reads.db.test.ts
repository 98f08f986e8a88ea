import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { apiClient } from "@/test/api";
import { readAll } from "./reads";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Three reads that note when each starts and ends. */
function noted(log: string[]) {
  return (["a", "b", "c"] as const).map((name) => async () => {
    log.push(`${name} starts`);
    await pause(10);
    log.push(`${name} ends`);
    return name;
  });
}

describe("readAll", () => {
  it("runs the reads side by side on the database", async () => {
    const db = await database();
    const log: string[] = [];
    expect(await readAll(db, noted(log))).toEqual(["a", "b", "c"]);
    expect(log.slice(0, 3)).toEqual(["a starts", "b starts", "c starts"]);
  });

  it("runs them one after another in a transaction, whose one connection takes one query at a time", async () => {
    const db = await database();
    const log: string[] = [];
    const answers = await db.transaction((tx) => readAll(tx, noted(log)));
    expect(answers).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });
});

/**
 * On PostgreSQL a connection given a query while it runs another queues it, which
 * node-postgres deprecates ("client.query() when the client is already executing a
 * query") and pg 9 refuses. The paths that read an order inside a transaction (an
 * Idempotency-Key makes the whole request one; completing an order reads what its
 * mail says in the completing transaction) must send one query at a time.
 */
describe.runIf(process.env.DATABASE_URL)("the order paths on PostgreSQL", () => {
  type Query = (this: object, ...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const running = new WeakMap<object, number>();
  const overlapping: string[] = [];

  // Every query the shop sends, counted per connection while it runs.
  beforeAll(() => {
    prototype.query = function (this: object, ...args: unknown[]) {
      const busy = running.get(this) ?? 0;
      if (busy > 0) {
        const config = args[0] as string | { text?: string };
        overlapping.push(typeof config === "string" ? config : String(config?.text));
      }
      running.set(this, busy + 1);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args) as Promise<unknown> | undefined;
      if (result && typeof result.then === "function") result.then(done, done);
      else done();
      return result;
    };
  });
  afterAll(() => {
    prototype.query = original;
  });

  it("send one query at a time on a connection: an order made, filled and paid by card under Idempotency-Keys", async () => {
    const api = apiClient();
    const address = { first_name: "Ada", last_name: "Sequenz", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    const ok = async (call: ReturnType<typeof api.get>, status = 200) => {
      const response = await call;
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      return response.body;
    };
    const key = () => ({ headers: { "Idempotency-Key": randomUUID() } });

    const { token } = await ok(api.get("/api/users/create_anonymous"));
    const { number } = await ok(api.post("/api/v2/orders", {}, { token, ...key() }), 201);
    await ok(api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-full-color-200x150x70", quantity: 30 }, { token, ...key() }));
    await ok(api.put(`/api/orders/${number}`, { order: { email: "sequenz@example.com", ship_address: address, bill_address: address } }, { token }));
    const checkout = await ok(api.get(`/api/checkouts/${number}`, { token }));
    await ok(api.put(`/api/orders/${number}`, { order: { shipment_type: checkout.shipping_methods[0].type } }, { token }));
    await ok(api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token }));
    const method = await ok(api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" }), 201);
    const paid = await ok(api.post(`/api/v2/${number}/stripe/payment_intents/pay`, { payment_method_id: method.id }, { token, ...key() }));
    expect(paid.order.state).toBe("complete");

    expect(overlapping, overlapping.join("\n\n")).toEqual([]);
  });
});
