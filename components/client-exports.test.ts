import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A "use client" module's exports reach server pages as client references, which the
 * browser resolves lazily itself: an export that is a lazy object (React.lazy,
 * preloadedLazy) is resolved once more there and fails the whole page (React error
 * 306), while the component tests, which import it directly, pass. Such a part is
 * exported as a function component around the lazy one.
 */
const ROOTS = ["app", "components", "editor"];
const LAZY_EXPORT =
  /export\s+(?:const|let)\s+\w+(?:\s*:[^=]+)?\s*=\s*(?:React\.)?(?:preloadedLazy|lazy)\b|export\s+default\s+(?:React\.)?(?:preloadedLazy|lazy)\s*\(/;

function clientModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientModules(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /^\s*["']use client["']/.test(readFileSync(file, "utf8")) ? [file] : [];
  });
}

describe("client modules", () => {
  it("export components, never a lazy object, to the server pages that render them", () => {
    const modules = ROOTS.flatMap(clientModules);
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((file) => LAZY_EXPORT.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("would name the module that did", () => {
    expect(LAZY_EXPORT.test("export const ProductGalleryLater = preloadedLazy<Props>(() => import('x'));")).toBe(true);
    expect(LAZY_EXPORT.test("export const Part = lazy(() => import('x'));")).toBe(true);
    expect(LAZY_EXPORT.test("const Island = preloadedLazy(() => import('x'));\nexport function Later() {}")).toBe(false);
  });
});
