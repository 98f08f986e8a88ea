import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secureResponse } from "./security-headers.mjs";
import { refusalOf, refuseConnect, refuseUnroutable } from "./request-guard.mjs";

/**
 * The production server's first check, as server/runtime/server.mjs wires it: requests
 * that Next's router answered with 500 text/plain (a method nothing routes, an address
 * that does not decode) are refused here, pages and API alike, with the security headers.
 */

let server: http.Server;
let base: string;
let reachedNext = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    secureResponse(req, res, {});
    if (refuseUnroutable(req, res)) return;
    reachedNext += 1;
    res.end("page");
  });
  server.on("connect", refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so that methods fetch refuses (TRACE) and unencoded paths go out as written. */
function send(method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const [host, port] = base.split(":");
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port: Number(port), method, path }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("requests nothing can route", () => {
  it("answers TRACE on a page with 405, Allow and the security headers", async () => {
    const response = await send("TRACE", "/");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toContain("GET");
    expect(response.headers["content-security-policy"]).toBeTruthy();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers TRACE on the API with 405, Allow and the error envelope", async () => {
    const response = await send("TRACE", "/api/products");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toContain("GET");
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(response.body).error.code).toBe("method_not_allowed");
  });

  it("answers CONNECT with 405 and closes the connection", async () => {
    const [host, port] = base.split(":");
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host, port: Number(port), method: "CONNECT", path: "example.com:443" });
      req.on("connect", (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(405);
  });

  it.each(["/products/%C0%AF", "/cart/%", "/pl-pl/koszyk/%FF"])("answers the page %s with 400, not 500", async (path) => {
    const before = reachedNext;
    const response = await send("GET", path);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(reachedNext).toBe(before);
  });

  it.each(["/api/orders/%FF", "/api/products/%", "/api/products?q=%FF"])("answers the API path %s with 400 and the envelope", async (path) => {
    const response = await send("GET", path);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe("invalid_request");
  });

  it("lets well-formed requests through, encoded characters and page queries included", async () => {
    expect((await send("GET", "/products/mailer-box%C3%A9")).body).toBe("page");
    expect((await send("GET", "/?utm=%FF")).body).toBe("page");
    expect(refusalOf("get", "/api/products?q=%C3%A9")).toBeNull();
  });
});
