import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddressOf, settleClientAddress, trustedProxiesFromEnv } from "./client-address.mjs";

describe("the client's address", () => {
  it("is the connection's peer when no proxy is trusted, whatever the client wrote", () => {
    expect(clientAddressOf("203.0.113.9", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(clientAddressOf(undefined, "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("is what the trusted proxy saw, not what the client put before it", () => {
    // The client forged 203.0.113.9; nginx appended the real peer it saw (192.0.2.4).
    expect(clientAddressOf("203.0.113.9, 192.0.2.4", "127.0.0.1", 1)).toBe("192.0.2.4");
    expect(clientAddressOf("192.0.2.4", "127.0.0.1", 1)).toBe("192.0.2.4");
    expect(clientAddressOf(["203.0.113.9", "192.0.2.4, 10.0.0.2"], "127.0.0.1", 2)).toBe("192.0.2.4");
  });

  it("falls back to the furthest entry when fewer proxies answered than are trusted", () => {
    expect(clientAddressOf(undefined, "127.0.0.1", 1)).toBe("127.0.0.1");
    expect(clientAddressOf("", undefined, 0)).toBe("unknown");
  });

  it("reads TRUSTED_PROXIES as a count of hops, 0 unless it is one", () => {
    expect(trustedProxiesFromEnv({})).toBe(0);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: "1" })).toBe(1);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: "-1" })).toBe(0);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: "yes" })).toBe(0);
  });
});

describe("settleClientAddress on a real request", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("leaves only the peer in X-Forwarded-For and drops X-Real-IP", async () => {
    let seen: http.IncomingHttpHeaders = {};
    server = http.createServer((req, res) => {
      settleClientAddress(req, 0);
      seen = req.headers;
      res.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.10" } });
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-real-ip"]).toBeUndefined();
  });
});
