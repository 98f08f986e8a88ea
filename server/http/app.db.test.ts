import { describe, expect, it } from "vitest";
import { createApp } from "./app";

const app = createApp();

async function call(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML or empty
  }
  return { status: response.status, body, headers: response.headers };
}

const envelope = (code: string) => ({ error: expect.objectContaining({ code, message: expect.any(String) }) });

describe("shop API", () => {
  it("reports health with the database driver and applied migrations", async () => {
    const { status, body, headers } = await call("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      database: {
        status: "up",
        driver: process.env.DATABASE_URL ? "postgres" : "pglite",
        migrations: expect.any(Number),
        latencyMs: expect.any(Number),
      },
    });
    expect((body as { database: { migrations: number } }).database.migrations).toBeGreaterThan(0);
    expect(headers.get("x-request-id")).toBeTruthy();
  });

  it("publishes an OpenAPI document with the token header as an apiKey scheme", async () => {
    const { status, body } = await call("/api/openapi.json");
    expect(status).toBe(200);
    const document = body as { openapi: string; paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.apiToken).toEqual({ type: "apiKey", in: "header", name: "X-Api-Token" });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/client_errors"]));
  });

  it("serves readable docs", async () => {
    const { status, body, headers } = await call("/api/docs");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/html");
    expect(body).toContain("/api/health");
    expect(body).not.toContain("<script");
  });

  it("answers an unknown region header with 400 and the spec's message", async () => {
    const { status, body } = await call("/api/health", { headers: { "X-Region": "zz" } });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: "unknown_region", message: "Cannot find region in Region Configuration", details: { header: "X-Region", value: "zz" } },
    });
  });

  it("accepts every region by id or code", async () => {
    for (const region of ["pl", "se", "GB"]) {
      expect((await call("/api/health", { headers: { "X-Region": region } })).status).toBe(200);
    }
  });

  it("answers a malformed token header with 400", async () => {
    const { status, body } = await call("/api/health", { headers: { "X-Api-Token": "not a token <>" } });
    expect(status).toBe(400);
    expect(body).toEqual(envelope("invalid_token"));
  });

  it("answers a body that is not JSON with 400 and the envelope", async () => {
    const { status, body } = await call("/api/client_errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"message": "oops",',
    });
    expect(status).toBe(400);
    expect(body).toEqual(envelope("bad_request"));
  });

  it("answers a body of the wrong shape with 400 and each problem listed", async () => {
    const { status, body } = await call("/api/client_errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: 42, extra: true }),
    });
    expect(status).toBe(400);
    expect(body).toEqual(envelope("invalid_request"));
    const details = (body as { error: { details: { path: string }[] } }).error.details;
    expect(details.map((d) => d.path)).toEqual(expect.arrayContaining(["message", "source"]));
  });

  it("records a well-formed client error report", async () => {
    const { status, body } = await call("/api/client_errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Failed to register a first touch event", source: "attribution" }),
    });
    expect(status).toBe(202);
    expect(body).toEqual({ recorded: true });
  });

  it("answers a NUL character the database cannot store with 400 and the envelope, not 500", async () => {
    const token = ((await call("/api/users/anonymous")).body as { token: string }).token;
    const { status, body } = await call("/api/orders/%00/line_items/2", { method: "DELETE", headers: { "X-Api-Token": token } });
    expect(status).toBe(400);
    expect(body).toEqual(envelope("invalid_request"));
  });

  it("answers a JSON body with a lone surrogate with 400 and the envelope, not 500", async () => {
    const { status, body } = await call("/api/v1/analytics_proxies/identify", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"message_id":"message-0001","anonymous_id":"visitor-1","user_id":"\\ud800","traits":{},"sent_at":"${new Date().toISOString()}"}`,
    });
    expect(status).toBe(400);
    expect(body).toEqual(envelope("invalid_request"));
    // A paired surrogate is just a character, and an escaped backslash no escape at all.
    for (const text of ['"\\ud83d\\udca5"', '"\\\\ud800"']) {
      const answer = await call("/api/client_errors", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: `{"message":${text},"source":"fuzz"}`,
      });
      expect(answer.status).toBe(202);
    }
  });

  it("answers an unknown path with 404 and the envelope", async () => {
    const { status, body } = await call("/api/no/such/path");
    expect(status).toBe(404);
    expect(body).toEqual(envelope("not_found"));
  });
});
