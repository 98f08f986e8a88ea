import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as keys from "./process-keys.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIPPED = new Set(["node_modules", ".next", ".data", ".e2e-data", ".git", "playwright-report", "test-results"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe("the process-wide keys", () => {
  it("are registered symbols under distinct boxwright.* names", () => {
    const names = Object.values(keys).map((key) => Symbol.keyFor(key));
    for (const name of names) expect(name).toMatch(/^boxwright\.[a-z.-]+$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are named nowhere but in the registry, so two modules cannot drift apart on one", () => {
    const registry = path.join(ROOT, "server/runtime/process-keys.mjs");
    const pattern = ["Symbol", "for"].join(".") + '("boxwright.';
    const strays = sourceFiles(ROOT).filter((file) => file !== registry && readFileSync(file, "utf8").includes(pattern));
    expect(strays.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
