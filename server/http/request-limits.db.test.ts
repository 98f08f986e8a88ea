import { describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";
import { DEFAULT_BODY_BYTES } from "./body-limits";
import { createApp } from "./app";

const api = apiClient();
const app = createApp();

const isEnvelope = (body: unknown) => typeof (body as { error?: { code?: unknown } })?.error?.code === "string";

/** A body that arrives in pieces with no Content-Length, counting how much of it was read. */
function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024) {
  const state = { sent: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= totalBytes) return controller.close();
      state.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

describe("request bodies", () => {
  it("refuses a sign-in body over the limit from its Content-Length, with 413 and the envelope, before reading it", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 50) return controller.close();
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
      },
    });
    const response = await app.request("/api/sign_in", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(50 * 1024 * 1024) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.details).toEqual({ max_bytes: DEFAULT_BODY_BYTES });
    // Nothing beyond what the stream pre-reads was taken.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it("stops reading a chunked sign-in body as soon as it passes the limit", async () => {
    const { stream, state } = chunkedBody(50 * 1024 * 1024);
    const response = await app.request("/api/sign_in", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(state.sent).toBeLessThan(DEFAULT_BODY_BYTES * 2);
  });

  it("refuses a body just over the limit and answers one just under it as usual", async () => {
    const padding = (bytes: number) => JSON.stringify({ email: "a@example.com", password: "x".repeat(bytes) });
    const over = await api.post("/api/sign_in", padding(DEFAULT_BODY_BYTES));
    expect(over.status).toBe(413);
    const under = await api.post("/api/sign_in", padding(1000));
    expect(under.status).not.toBe(413);
    expect(under.status).toBeLessThan(500);
  });

  it("keeps the larger limits of design documents and uploads", async () => {
    const token = (await api.get("/api/users/anonymous")).body.token as string;
    const design = await api.post("/api/box_designs", { box_design: { name: "x".repeat(DEFAULT_BODY_BYTES * 2) } }, { token });
    expect(design.status).not.toBe(413);
    expect(design.status).toBeLessThan(500);
  });
});

describe("malformed addresses and methods", () => {
  it.each(["/api/orders/%FF", "/api/products/%", "/api/products/%C0%AF", "/api/products?per_page=%E0%A4%A"])(
    "answers %s with 400 and the envelope",
    async (path) => {
      const response = await api.get(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(response.body.error.code).toBe("invalid_request");
    },
  );

  it.each(["PROPFIND", "PURGE", "LINK"])("answers a %s it does not route with 405, Allow and the envelope", async (method) => {
    const response = await api.raw("/api/products", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
    expect(isEnvelope(await response.json())).toBe(true);
  });

  it.each([
    "/api/orders/99999999999999999999",
    "/api/v2/users/2147483648/addresses",
    "/api/v2/users/99999999999999999999/addresses",
    "/api/box_designs/2147483648",
  ])("answers an id past the database's integers (%s) without a server error", async (path) => {
    const token = (await api.get("/api/users/anonymous")).body.token as string;
    const response = await api.get(path, { token });
    expect([400, 401, 403, 404]).toContain(response.status);
    expect(isEnvelope(response.body)).toBe(true);
  });
});
