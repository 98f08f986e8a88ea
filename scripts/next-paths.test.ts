import { readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_ID_FILE } from "next/dist/shared/lib/constants";
import { describe, expect, it } from "vitest";

/**
 * scripts/build.mjs runs Next's CLI by its path in node_modules, and
 * build-stamp.mjs and the cache handler read the build's id from .next/BUILD_ID.
 * These fail on the Next.js upgrade that moves either.
 */
describe("the Next.js paths the build scripts use", () => {
  const root = path.resolve(import.meta.dirname, "..");

  it("runs the CLI Next's package names as its bin", () => {
    const next = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")) as { bin: { next: string } };
    expect(path.join("node_modules/next", next.bin.next)).toBe(path.join("node_modules/next/dist/bin/next"));
    expect(readFileSync(path.join(root, "scripts/build.mjs"), "utf8")).toContain("node_modules/next/dist/bin/next");
  });

  it("reads the build id from the file Next writes it to", () => {
    expect(BUILD_ID_FILE).toBe("BUILD_ID");
  });
});
