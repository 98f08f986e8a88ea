import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { isDatabaseUnavailable } from "./errors";

/** A server that takes TCP connections and never says a word, as a PostgreSQL host lost behind a firewall does. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("the PostgreSQL pool's two waits", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close().catch(() => {});
    handle = undefined;
    vi.unstubAllEnvs();
  });

  it("gives up a new connection to a server that does not answer after the connect timeout, not the longer wait for a busy pool", async () => {
    const server = await silentServer();
    vi.stubEnv("DATABASE_CONNECT_TIMEOUT_MS", "200");
    // Were the busy-pool wait used for new connections, this test would time out instead.
    vi.stubEnv("DATABASE_POOL_WAIT_MS", "600000");
    try {
      handle = await openDatabase({ driver: "postgres", url: server.url });
      const failure = await handle.ping().then(
        () => new Error("a silent server answered"),
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
