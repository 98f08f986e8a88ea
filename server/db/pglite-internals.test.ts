import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

/**
 * server/db/pglite-client.mjs runs prepared statements inside PGlite's own query
 * and transaction locks, through methods PGlite does not document. The version is
 * pinned exactly, and these fail on the upgrade that renames or drops one
 * (pglite-client.db.test.ts then checks that queries still answer as PGlite's own).
 */
describe("the PGlite internals the database client relies on", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as { version?: string; dependencies: Record<string, string> };

  it("is the exact version package.json pins", () => {
    const pinned = json("package.json").dependencies["@electric-sql/pglite"];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(json("node_modules/@electric-sql/pglite/package.json").version).toBe(pinned);
  });

  it("still has the private locks and the protocol calls the client uses", () => {
    const methods = PGlite.prototype as unknown as Record<string, unknown>;
    for (const method of ["_runExclusiveQuery", "_runExclusiveTransaction", "_checkReady", "execProtocolStream", "syncToFs"]) {
      expect(typeof methods[method], method).toBe("function");
    }
    expect(typeof parse.parseResults).toBe("function");
    for (const message of ["close", "parse", "bind", "describe", "execute", "sync"] as const)
      expect(typeof protocol.serialize[message], message).toBe("function");
  });
});
