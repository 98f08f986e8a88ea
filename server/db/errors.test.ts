import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

/** A port on loopback that nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** node-postgres's own error for a server that is not there. */
async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres` });
  return client.connect().then(
    () => new Error("connected to a closed port"),
    (error: unknown) => error,
  );
}

/** What PostgreSQL sends, as node-postgres raises it (a DatabaseError with the SQLSTATE in `code`). */
function serverError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, 0, "error"), { code });
}

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection to the database server", async () => {
    const error = await refusedConnection();
    expect((error as { code?: string }).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("knows a server shutting down, starting up or out of connections", () => {
    expect(isDatabaseUnavailable(serverError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08006", "connection failure"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("53300", "sorry, too many clients already"))).toBe(true);
  });

  it("knows a connection cut under a query and a pool that could not connect in time", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout expired"))).toBe(true);
  });

  it("looks through the causes Drizzle wraps driver errors in", async () => {
    const wrapped = new Error("Failed query: select 1", { cause: await refusedConnection() });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: serverError("57P01", "terminating connection") }))).toBe(true);
  });

  it("leaves errors of the query itself alone", () => {
    const unique = serverError("23505", "duplicate key value violates unique constraint");
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(serverError("42601", "syntax error at or near"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: serverError("40001", "could not serialize access") }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
