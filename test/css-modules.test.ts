import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A class read from a CSS module that the module does not define is undefined at
 * run time: the element silently loses its look, and no typecheck sees it. Styles
 * move between modules (components/ui holds the shared ones), so every class a
 * component reads is checked against the module it imports.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_FOLDERS = ["app", "components", "editor"];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function moduleFile(importer: string, specifier: string): string {
  return specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(importer), specifier);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("CSS modules", () => {
  it("define every class the components read from them", () => {
    const missing: string[] = [];
    for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
      const source = readFileSync(file, "utf8");
      for (const [, name, specifier] of source.matchAll(/import (\w+) from "([^"]+\.module\.css)"/g)) {
        const css = moduleFile(file, specifier!);
        if (!existsSync(css)) {
          missing.push(`${path.relative(ROOT, file)}: ${specifier} does not exist`);
          continue;
        }
        const rules = readFileSync(css, "utf8");
        const read = new Set([...source.matchAll(new RegExp(`(?<![\\w./])${name}\\.(\\w+)`, "g"))].map((match) => match[1]!));
        for (const className of read) {
          if (!new RegExp(`\\.${escape(className)}(?![\\w-])`).test(rules))
            missing.push(`${path.relative(ROOT, file)}: ${name}.${className} is not in ${specifier}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
