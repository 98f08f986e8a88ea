import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "@/test/api";
import { anonymousUser } from "@/test/b2b";
import { conversionQueueFor } from "./config";
import { CONVERSION_RETRY_AFTER_SECONDS } from "./queue";
import { LIGHT_CONVERSION_PIXELS, MAX_VECTOR_RENDER_PIXELS, UPLOADS_PER_ADDRESS_PER_HOUR, UPLOADS_PER_HOUR } from "./rules";
import { pagePdf, solidPng } from "./test-files";

/**
 * What one upload may cost the shop is settled before any work starts: the pixels a
 * file decodes or draws to are read from its header, conversions take turns in a
 * bounded queue shared fairly between client addresses, and each address has an
 * hourly allowance of uploads. (Seen: a 144-byte SVG declaring 6999 x 6999 px took
 * 6 s of CPU, and four of them delayed a 64 x 64 PNG from 83 ms to 15.7 s.)
 */

const api = apiClient();

async function upload(token: string, bytes: Uint8Array, name: string, purpose: string, address: string) {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.set("purpose", purpose);
  const response = await api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": token, "X-Forwarded-For": address } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as any };
}

const TINY_HUGE_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="6999" height="6999"><rect width="100%" height="100%" fill="#e67e22"/></svg>',
);

/** Conversions that hold their place in the instance's queue until let go: the slow work of other shoppers. */
function holdPlaces(places: { address: string; pixels: number }[]) {
  const queue = conversionQueueFor();
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  const held = places.map(({ address, pixels }) => queue.run(address, pixels, () => gate));
  return {
    async release() {
      letGo();
      await Promise.all(held);
    },
  };
}

const HEAVY = 6000 * 6000;

afterEach(() => {
  vi.unstubAllEnvs();
});

/** One conversion at a time plus the light slot, and no waiting: every place can be held by a test. */
function tinyQueue() {
  vi.stubEnv("CONVERSION_CONCURRENCY", "1");
  vi.stubEnv("CONVERSION_QUEUE_WAITING", "0");
  vi.stubEnv("CONVERSIONS_PER_ADDRESS", "1");
}

describe("the cost of a vector file, from its header", () => {
  it("refuses a tiny SVG declaring 6999 x 6999 px before it takes a place in the queue", async () => {
    expect(TINY_HUGE_SVG.byteLength).toBeLessThanOrEqual(144);
    tinyQueue();
    // Every place is taken: had the SVG gone to be converted, it would be answered 503 (or waited).
    const others = holdPlaces([
      { address: "198.51.100.1", pixels: HEAVY },
      { address: "198.51.100.2", pixels: 1 },
    ]);
    try {
      const token = await anonymousUser(api);
      const { status, body } = await upload(token, TINY_HUGE_SVG, "tiny.svg", "design", "203.0.113.7");
      expect(status).toBe(422);
      expect(body.error).toMatchObject({
        code: "vector_too_large",
        details: { detected: "svg", width: 6999, height: 6999, pixels: 6999 * 6999, max_pixels: MAX_VECTOR_RENDER_PIXELS },
      });
      expect(conversionQueueFor().state).toEqual({ running: 2, waiting: 0 });
    } finally {
      await others.release();
    }
  });

  it("refuses a design PDF whose UserUnit makes its page too costly to draw, and one too large to keep", async () => {
    const token = await anonymousUser(api);
    // 100 pt x 14.4 = 20 in: 6000 x 6000 px at 300 dpi, within 7000 px a side but 36 million pixels to draw.
    const drawn = await upload(token, await pagePdf(100, 100, 14.4), "poster.pdf", "design", "203.0.113.8");
    expect(drawn.status).toBe(422);
    expect(drawn.body.error).toMatchObject({ code: "vector_too_large", details: { detected: "pdf", width: 6000, height: 6000 } });

    const huge = await upload(token, await pagePdf(100, 100, 75000), "sky.pdf", "design", "203.0.113.8");
    expect(huge.status).toBe(422);
    expect(huge.body.error.code).toBe("image_too_large");
  });

  it("still takes vector artwork within the limit", async () => {
    const token = await anonymousUser(api);
    // A4 at 300 dpi: 2480 x 3508 px.
    const a4 = await upload(token, await pagePdf(595, 842), "a4.pdf", "design", "203.0.113.9");
    expect(a4.status).toBe(201);
    expect(a4.body.width * a4.body.height).toBeLessThanOrEqual(MAX_VECTOR_RENDER_PIXELS);
  });
});

describe("the conversion queue", () => {
  it("answers 503 uploads_busy with Retry-After when every place is taken, and converts again once one is free", async () => {
    tinyQueue();
    const others = holdPlaces([
      { address: "198.51.100.1", pixels: HEAVY },
      { address: "198.51.100.2", pixels: 1 },
    ]);
    const token = await anonymousUser(api);
    const png = await solidPng(64, 64);
    try {
      const refused = await upload(token, png, "logo.png", "design", "203.0.113.10");
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe(String(CONVERSION_RETRY_AFTER_SECONDS));
      expect(refused.body.error).toMatchObject({ code: "uploads_busy", details: { retry_after_seconds: CONVERSION_RETRY_AFTER_SECONDS } });
    } finally {
      await others.release();
    }
    expect((await upload(token, png, "logo.png", "design", "203.0.113.10")).status).toBe(201);
  });

  it("converts a small PNG while another address's large conversions take every ordinary place", async () => {
    vi.stubEnv("CONVERSION_CONCURRENCY", "2");
    const others = holdPlaces([
      { address: "198.51.100.1", pixels: HEAVY },
      { address: "198.51.100.2", pixels: HEAVY },
    ]);
    try {
      const token = await anonymousUser(api);
      const small = await upload(token, await solidPng(64, 64), "logo.png", "design", "203.0.113.11");
      expect(small.status).toBe(201);
      expect(small.body).toMatchObject({ width: 64, height: 64 });
      expect(64 * 64).toBeLessThanOrEqual(LIGHT_CONVERSION_PIXELS);
    } finally {
      await others.release();
    }
  });

  it("lets one address hold only its share of places: 429 with Retry-After, while another address still converts", async () => {
    vi.stubEnv("CONVERSIONS_PER_ADDRESS", "1");
    // Room for the other address's heavy file beside the busy one's.
    vi.stubEnv("CONVERSION_CONCURRENCY", "2");
    const busy = "198.51.100.20";
    const own = holdPlaces([{ address: busy, pixels: HEAVY }]);
    try {
      const token = await anonymousUser(api);
      // A heavy file (more than LIGHT_CONVERSION_PIXELS): light ones have a larger share of their own.
      const png = await solidPng(2100, 2100);
      const refused = await upload(token, png, "a.png", "design", busy);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe(String(CONVERSION_RETRY_AFTER_SECONDS));
      expect(refused.body.error.code).toBe("rate_limited");
      expect((await upload(token, png, "a.png", "design", "203.0.113.12")).status).toBe(201);
    } finally {
      await own.release();
    }
  });
});

describe("the hourly allowance of an address", () => {
  it("refuses uploads past it with 429 and Retry-After, however many users the address makes", async () => {
    const address = "198.51.100.30";
    const empty = (token: string) => {
      const form = new FormData();
      form.set("purpose", "design");
      return api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": token, "X-Forwarded-For": address } });
    };
    let sent = 0;
    while (sent < UPLOADS_PER_ADDRESS_PER_HOUR) {
      const token = await anonymousUser(api);
      for (let i = 0; i < UPLOADS_PER_HOUR && sent < UPLOADS_PER_ADDRESS_PER_HOUR; i += 1, sent += 1) expect((await empty(token)).status).toBe(400);
    }
    const refused = await empty(await anonymousUser(api));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });
});
