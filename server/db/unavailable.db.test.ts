import { sql } from "drizzle-orm";
import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createApp } from "@/server/http/app";
import { database } from "@/server/db";
import { isDatabaseUnavailable } from "./errors";

async function refusedConnection(): Promise<unknown> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  return new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` }).connect().then(
    () => new Error("connected to a closed port"),
    (error: unknown) => error,
  );
}

describe("a database that is not reachable", () => {
  it("makes any API route answer 503 with the error envelope, not 500", async () => {
    const failure = await refusedConnection();
    const app = createApp();
    // A route of its own that fails as a query on a stopped server does: the mapping is the app's, shared by every route.
    app.get("/test/unreachable", () => {
      throw new Error("Failed query: select 1", { cause: failure });
    });
    const response = await app.request("/api/test/unreachable");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: { code: "service_unavailable", message: expect.any(String), details: null } });
  });

  it("still answers other failures with 500", async () => {
    const app = createApp();
    app.get("/test/broken", () => {
      throw new TypeError("Cannot read properties of undefined");
    });
    const response = await app.request("/api/test/broken");
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe("internal_error");
  });
});

describe.runIf(process.env.DATABASE_URL)("the PostgreSQL pool after the server dropped its connections", () => {
  /** What a server restart does to the shop's connections: every one of them is ended by the server. */
  async function terminateShopConnections() {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: number }>(
        "select count(*) filter (where pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return rows[0]!.ended;
    } finally {
      await admin.end();
    }
  }

  it("fails the query in flight as unavailable, and serves the next requests on new connections", async () => {
    const app = createApp();
    const db = await database();
    // A few connections in the pool, and one of them busy.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select 1`)));
    const inFlight = db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (error: unknown) => error,
    );
    // Wait until the sleeping query is running (its connection shows in pg_stat_activity).
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (let seen = 0; seen === 0;) {
      seen = (await admin.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep(30)%'"))
        .rows[0].n;
    }
    await admin.end();

    expect(await terminateShopConnections()).toBeGreaterThan(0);
    const error = await inFlight;
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);

    // Idle connections may learn of their end only when next used: such a request
    // answers 503 and its connection leaves the pool. Nothing answers 500, and the
    // shop serves again without a restart.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12 && statuses.at(-1) !== 200; attempt += 1) {
      const response = await app.request("/api/users/create_anonymous");
      statuses.push(response.status);
      if (response.status !== 200) expect((await response.json()).error.code).toBe("service_unavailable");
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
  });
});
