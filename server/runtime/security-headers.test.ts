import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_DEFAULT_SCRIPT } from "@/lib/consent/default-script.mjs";
import { NONCE_PATTERN } from "./html-nonce.mjs";
import { createResponseCache } from "./response-cache.mjs";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  PAGE_POLICY_HEADER,
  secureResponse,
  securitySettingsFromEnv,
  type SecuritySettings,
} from "./security-headers.mjs";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)]));

describe("the content security policy", () => {
  it("allows only the nonce's scripts and what they load, no plugins, no base, framing by the shop", () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE }));
    expect(policy.get("script-src")).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names Stripe's origins on the payment step only", () => {
    const other = contentSecurityPolicy({ nonce: NONCE });
    const payment = contentSecurityPolicy({ nonce: NONCE, payment: true });
    expect(other).not.toContain("stripe");
    const policy = directives(payment);
    expect(policy.get("script-src")).toContain("https://js.stripe.com");
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(policy.get("connect-src")).toContain("https://api.stripe.com");
  });

  it("lets pages call an absolute analytics data plane and upgrades requests in production", () => {
    const settings = securitySettingsFromEnv({ SITE_HOSTS: "production", ANALYTICS_DATA_PLANE_URL: "https://data.example.com/v1/" });
    expect(settings).toEqual({ production: true, connectOrigins: ["https://data.example.com"] });
    expect(securitySettingsFromEnv({ ANALYTICS_DATA_PLANE_URL: "/api" })).toEqual({ production: false, connectOrigins: [] });
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, ...settings }));
    expect(policy.get("connect-src")).toEqual(["'self'", "data:", "blob:", "https://data.example.com"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("sends HSTS of a year with subdomains in production only", () => {
    expect(baseSecurityHeaders({ production: true })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(baseSecurityHeaders({ production: false })["strict-transport-security"]).toBeUndefined();
  });
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server like server.mjs: security outside, the response cache inside, `handler` as the application. */
async function serve(handler: Handler, settings: SecuritySettings = {}) {
  const cache = createResponseCache({ maxTtlSeconds: 30 });
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    secureResponse(req, res, settings);
    cache.handle(req, res, (request, response) => {
      seen.push({ ...request.headers });
      handler(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString("utf8") });
          });
        })
        .on("error", reject);
    });
  return { get, seen };
}

const PAGE =
  '<!doctype html><html><head><script src="/_next/static/a.js" async></script></head><body><p>Kraków</p><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x"])</script></body></html>';
const NAVIGATION = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" };

/** A prerendered page, written in small pieces that cut its tags apart. */
const prerendered: Handler = (req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=3600");
  res.setHeader("Content-Length", Buffer.byteLength(PAGE));
  if (req.url === "/order/R1/payment") res.setHeader(PAGE_POLICY_HEADER, "payment");
  const bytes = Buffer.from(PAGE);
  for (let at = 0; at < bytes.length; at += 5) res.write(bytes.subarray(at, at + 5));
  res.end();
};

const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe("secure responses", () => {
  it("gives each delivery of a cached page a nonce of its own, in the policy and in every script tag", async () => {
    const { get } = await serve(prerendered);
    const first = await get("/", NAVIGATION);
    const second = await get("/", NAVIGATION);
    expect(second.headers["x-response-cache"]).toBe("HIT");
    const nonces = [first, second].map((response) => nonceOf(response.headers["content-security-policy"]));
    expect(nonces[0]).toMatch(NONCE_PATTERN);
    expect(nonces[1]).toMatch(NONCE_PATTERN);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, response] of [first, second].entries()) {
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-length"]).toBeUndefined();
      expect(response.body).toBe(PAGE.replaceAll("<script", `<script nonce="${nonces[i]}"`));
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("asks the application for plain HTML on page loads, so the nonces can go in", async () => {
    const { get, seen } = await serve(prerendered);
    await get("/", NAVIGATION);
    await get("/data.json", { accept: "*/*", "accept-encoding": "gzip" });
    expect(seen[0]!["accept-encoding"]).toBeUndefined();
    expect(seen[1]!["accept-encoding"]).toBe("gzip");
  });

  it("sends plain HTML to a client that does not take gzip", async () => {
    const { get } = await serve(prerendered);
    const response = await get("/", { accept: "text/html" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toContain(`<script nonce="${nonceOf(response.headers["content-security-policy"])}">self.__next_f`);
  });

  it("gives the page the proxy marked the payment policy and removes the mark", async () => {
    const { get } = await serve(prerendered);
    const payment = await get("/order/R1/payment", NAVIGATION);
    const again = await get("/order/R1/payment", NAVIGATION);
    for (const response of [payment, again]) {
      expect(response.headers["content-security-policy"]).toContain("https://js.stripe.com");
      expect(response.headers[PAGE_POLICY_HEADER]).toBeUndefined();
    }
    expect((await get("/", NAVIGATION)).headers["content-security-policy"]).not.toContain("stripe");
  });

  it("leaves other bodies untouched but still gives them the common headers", async () => {
    const json = JSON.stringify({ html: "<script>x</script>" });
    const { get } = await serve(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=60", "Content-Length": Buffer.byteLength(json) });
        res.end(json);
      },
      { production: true },
    );
    for (const response of [await get("/api/x", { "accept-encoding": "gzip" }), await get("/api/x", { "accept-encoding": "gzip" })]) {
      expect(response.body).toBe(json);
      expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(json)));
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("rewrites an HTML body written as plain Uint8Arrays, as Next writes a route handler's", async () => {
    const { get } = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(new TextEncoder().encode("<h1>Zapłać</h1><scr"));
      res.end(new TextEncoder().encode('ipt src="/_next/static/chunks/pay.js"></script>'));
    });
    for (const headers of [NAVIGATION, { accept: "text/html" }]) {
      const response = await get("/api/gateway/page", headers);
      expect(response.body).toBe(
        `<h1>Zapłać</h1><script nonce="${nonceOf(response.headers["content-security-policy"])}" src="/_next/static/chunks/pay.js"></script>`,
      );
    }
  });

  it("rewrites a page whose headers come implicitly with its first piece", async () => {
    const { get } = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.write("<scr");
      res.end(`ipt>${CONSENT_DEFAULT_SCRIPT}</script>`);
    });
    const response = await get("/", NAVIGATION);
    expect(response.body).toBe(`<script nonce="${nonceOf(response.headers["content-security-policy"])}">${CONSENT_DEFAULT_SCRIPT}</script>`);
  });
});
