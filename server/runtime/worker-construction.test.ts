import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Turbopack reads `new Worker(<path>)` in code it bundles as a worker entry to bundle. For a
 * path known only at run time it took every file of the project and failed the production
 * build (the unit tests never build). The shop's workers are files Node loads at run time, so
 * they are constructed through `Reflect.construct(Worker, ...)`, which the bundler leaves alone.
 */
const ROOTS = ["server", "lib", "app", "components", "editor", "instrumentation.ts"];

function sources(entry: string): string[] {
  const stat = readdirSync(path.dirname(entry), { withFileTypes: true }).find((e) => e.name === path.basename(entry));
  if (stat?.isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(entry, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(file);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\.|\.spec\./.test(e.name) ? [file] : [];
  });
}

describe("worker threads in bundled code", () => {
  it("are never constructed with `new Worker(...)`, which the production build tries to bundle", () => {
    const offenders = ROOTS.flatMap(sources).filter((file) => /\bnew\s+Worker\s*\(/.test(readFileSync(file, "utf8").replace(/\/\/.*$/gm, "")));
    expect(offenders).toEqual([]);
  });
});
