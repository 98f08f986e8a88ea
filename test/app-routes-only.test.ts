import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * app/ holds routes only: the files Next.js gives a meaning to, their tests and
 * styles. A helper belongs to the room that owns it (components/, editor/, lib/,
 * server/), where the dependency rules apply to it (docs/architecture.md).
 */
const ROUTE_FILES =
  /^(page|layout|template|default|loading|error|global-error|not-found|route|opengraph-image|twitter-image|icon|robots|sitemap)\.(tsx?|jsx?)$/;
const ALSO_ALLOWED = /\.test\.tsx?$|\.css$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("app/", () => {
  it("holds nothing but route files, their tests and styles", () => {
    const app = path.resolve(import.meta.dirname, "../app");
    const others = filesUnder(app)
      .map((file) => path.relative(app, file))
      .filter((file) => !ROUTE_FILES.test(path.basename(file)) && !ALSO_ALLOWED.test(file));
    expect(others).toEqual([]);
  });
});
