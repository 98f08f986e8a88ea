import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTRACT_FILE, contractSource } from "./contract";

describe("the browser's API contract", () => {
  it("is generated from the routes' schemas as they are now (run `npm run api:contract` after changing a route)", async () => {
    const generated = await contractSource();
    const committed = readFileSync(new URL(`../../${CONTRACT_FILE}`, import.meta.url), "utf8");
    // Compared line by line so a stale file names the first path that drifted.
    expect(committed.split("\n")).toEqual(generated.split("\n"));
  }, 60_000);
});
