import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { MAX_DECODED_PIXELS } from "./rules";

const calls = vi.hoisted(() => [] as { input: unknown; options: Record<string, unknown> | undefined }[]);
const settings = vi.hoisted(() => ({ cache: [] as unknown[], concurrency: [] as unknown[] }));

vi.mock("sharp", () => {
  const sharp = (input: unknown, options?: Record<string, unknown>) => {
    calls.push({ input, options });
    return {};
  };
  sharp.cache = (value: unknown) => settings.cache.push(value);
  sharp.concurrency = (value: unknown) => settings.concurrency.push(value);
  return { default: sharp };
});

const { image } = await import("./images");

/**
 * sharp decodes whatever it is given unless told how many pixels it may take: a
 * header that lies would otherwise decode to gigabytes. Every pipeline the shop's
 * server opens goes through one factory that always sets the limit.
 */
describe("the image factory", () => {
  it("always passes limitInputPixels, never above the shop's limit", () => {
    calls.length = 0;
    image(Buffer.from("x"));
    image(Buffer.from("x"), { density: 72 });
    image(Buffer.from("x"), { limitInputPixels: false });
    image(Buffer.from("x"), { limitInputPixels: true });
    image(Buffer.from("x"), { limitInputPixels: 0 });
    image(Buffer.from("x"), { limitInputPixels: MAX_DECODED_PIXELS * 10 });
    image(Buffer.from("x"), { limitInputPixels: 1000, raw: { width: 10, height: 10, channels: 4 } });
    expect(calls.map((call) => call.options?.limitInputPixels)).toEqual([
      MAX_DECODED_PIXELS,
      MAX_DECODED_PIXELS,
      MAX_DECODED_PIXELS,
      MAX_DECODED_PIXELS,
      MAX_DECODED_PIXELS,
      MAX_DECODED_PIXELS,
      1000,
    ]);
    expect(calls[1]!.options).toMatchObject({ density: 72 });
  });

  it("sets sharp's cache and thread count deliberately when loaded", () => {
    expect(settings.cache).toEqual([false]);
    expect(settings.concurrency).toEqual([1]);
  });

  it("is the only way the server's code opens sharp", () => {
    const root = path.resolve(__dirname, "..");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ts|mts|mjs)$/.test(file) && !/\.test\.ts$|(^|\/)test-files\.ts$|(^|\/)testing\.ts$/.test(file),
    );
    // Type-only imports (convert.ts takes sharp's types) decode nothing.
    const opensSharp = /^import (?!type\b)[^;]*from\s+["']sharp["']|require\(["']sharp["']\)|import\(["']sharp["']\)/m;
    const openers = sources.filter((file) => opensSharp.test(readFileSync(path.join(root, file), "utf8")));
    expect(openers).toEqual([path.join("files", "images.ts")]);
  });
});
