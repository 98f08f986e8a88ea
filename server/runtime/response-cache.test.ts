import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createResponseCache, sharedTtl } from "./response-cache.mjs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: Handler, options: { now?: () => number; varyCookie?: string } = {}) {
  const cache = createResponseCache({ maxTtlSeconds: 30, now: options.now });
  let calls = 0;
  const server = http.createServer((req, res) =>
    cache.handle(
      req,
      res,
      (request, response) => {
        calls += 1;
        handler(request, response);
      },
      { varyCookie: options.varyCookie },
    ),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: response.status, body: await response.text(), cache: response.headers.get("x-response-cache") };
  };
  return { get, calls: () => calls, cache };
}

const shareable: Handler = (req, res) => {
  res.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=60");
  res.setHeader("Content-Type", "text/html");
  res.write("<p>");
  res.end(`${req.url}</p>`);
};

describe("response cache", () => {
  it("serves a shareable response from memory the second time", async () => {
    const { get, calls } = await serve(shareable);
    expect(await get("/products/a")).toEqual({ status: 200, body: "<p>/products/a</p>", cache: "MISS" });
    expect(await get("/products/a")).toEqual({ status: 200, body: "<p>/products/a</p>", cache: "HIT" });
    expect(calls()).toBe(1);
  });

  it("keys by host, URL, region header and the varying cookie", async () => {
    const { get, calls } = await serve(shareable, { varyCookie: "bw-lang" });
    await get("/p");
    await get("/p?x=1");
    await get("/p", { "X-Region": "pl" });
    await get("/p", { Cookie: "bw-lang=eu:fr; other=1" });
    await get("/p", { Cookie: "other=2" });
    expect(calls()).toBe(4);
  });

  it("expires entries after the shorter of the response's s-maxage and its own limit", async () => {
    let now = 0;
    const { get, calls } = await serve(shareable, { now: () => now });
    await get("/p");
    now = 29_000;
    expect((await get("/p")).cache).toBe("HIT");
    now = 31_000;
    expect((await get("/p")).cache).toBe("MISS");
    expect(calls()).toBe(2);
  });

  it("never keeps private answers, cookies, errors or token calls", async () => {
    const { get, calls } = await serve((req, res) => {
      if (req.url === "/private") res.setHeader("Cache-Control", "private, max-age=60");
      else res.setHeader("Cache-Control", "public, max-age=60");
      if (req.url === "/cookie") res.setHeader("Set-Cookie", "a=b");
      res.statusCode = req.url === "/missing" ? 404 : 200;
      res.end("x");
    });
    for (const path of ["/private", "/cookie", "/missing"]) {
      await get(path);
      await get(path);
    }
    await get("/public", { "X-Api-Token": "t" });
    await get("/public", { "X-Api-Token": "t" });
    await get("/public", { RSC: "1" });
    expect(calls()).toBe(9);
  });

  it("reads shareable lifetimes from Cache-Control", () => {
    expect(sharedTtl("s-maxage=3600, stale-while-revalidate=1", 30)).toBe(30);
    expect(sharedTtl("public, max-age=10", 30)).toBe(10);
    expect(sharedTtl("max-age=10", 30)).toBe(0);
    expect(sharedTtl("private, s-maxage=10", 30)).toBe(0);
    expect(sharedTtl("no-store", 30)).toBe(0);
    expect(sharedTtl(undefined, 30)).toBe(0);
  });
});
