import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The storefront's pages are prerendered and shared by everyone: a company's
 * negotiated prices must never be rendered into them (ADR 0056). Members get theirs
 * in the browser, from the API with their token. This keeps the resolver and the
 * caller's lookup out of every page and layout under app/.
 */

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("prerendered pages", () => {
  it("never price with a company's negotiated prices", () => {
    const offending = sources(path.join(ROOT, "app")).filter((file) => {
      const text = readFileSync(file, "utf8");
      // The API route under app/api mounts the whole shop API, which is where negotiated prices are answered.
      return !file.includes(`${path.sep}app${path.sep}api${path.sep}`) && /@\/server\/price-lists|loadNegotiatedPrices|negotiatedPricesOfCaller/.test(text);
    });
    expect(offending.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
