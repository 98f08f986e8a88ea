import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, ShopServer } from "./shop-server";

/**
 * Graceful shutdown of the production server (server/runtime/shutdown.mjs), on a
 * server of the test's own (the build `npm test` made, its own PGlite folder). A
 * request the server is in the middle of when SIGTERM comes is still answered; new
 * connections are refused from then on; the process exits 0. With a shutdown delay,
 * readiness turns 503 while the instance still serves, for a load balancer to notice.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Resolves with true once a new connection to the port is refused. */
async function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Reads a socket until `done` says the text so far is enough. */
function readUntil(socket: net.Socket, done: (text: string) => boolean): Promise<string> {
  let text = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (done(text)) {
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => (done(text) ? resolve(text) : reject(new Error(`The connection closed after: ${text}`))));
  });
}

async function withServer(env: Record<string, string>, body: (server: ShopServer) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-shutdown-"));
  const server = new ShopServer(await freePort(), { DATA_DIR: dataDir, ...env });
  try {
    await server.start();
    await body(server);
  } catch (error) {
    console.error(`Server output:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test("SIGTERM lets the request in flight finish, refuses new connections and exits 0", async () => {
  await withServer({}, async (server) => {
    const payload = JSON.stringify({ message: "Sent while the server shut down", source: "shutdown-test" });
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // The server answers 100 Continue once it has read the headers and taken the
    // request on: from then on the request is in flight, waiting for its body.
    const continued = readUntil(socket, (text) => text.startsWith("HTTP/1.1 100"));
    socket.write(
      [
        "POST /api/client_errors HTTP/1.1",
        `Host: 127.0.0.1:${server.port}`,
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(payload)}`,
        "Expect: 100-continue",
        "",
        "",
      ].join("\r\n"),
    );
    await continued;
    socket.write(payload.slice(0, 10));

    server.signal("SIGTERM");
    // Polled, not timed: the listener goes as soon as the process handles the signal.
    await expect.poll(() => refusesConnections(server.port), { timeout: 30_000 }).toBe(true);

    const answered = readUntil(socket, (text) => /^HTTP\/1\.1 202/m.test(text) && text.includes('"recorded":true'));
    socket.write(payload.slice(10));
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 202/m);
    socket.destroy();

    expect(await server.exited()).toEqual({ code: 0, signal: null });
    expect(server.log()).toContain("every request in flight was answered");
  });
});

test("with a shutdown delay, readiness answers 503 while the instance still serves; a second signal ends the delay", async () => {
  await withServer({ SHUTDOWN_DELAY_SECONDS: "600" }, async (server) => {
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(200);

    server.signal("SIGTERM");
    await expect.poll(async () => (await fetch(`${server.base}/api/health/ready`)).status, { timeout: 30_000 }).toBe(503);
    const draining = await fetch(`${server.base}/api/health/ready`);
    expect(draining.headers.get("cache-control")).toBe("no-store");
    expect((await draining.json()).error.code).toBe("shutting_down");
    // Still serving everything else while the load balancer takes it out.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/users/create_anonymous`, { headers: { "X-Region": "eu" } })).status).toBe(200);

    server.signal("SIGTERM");
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    expect(await refusesConnections(server.port)).toBe(true);
  });
});
