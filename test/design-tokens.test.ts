import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The visual system (ADR 0062) lives in app/globals.css as tokens. A token that is
 * read but defined nowhere silently drops the rule it sits in (a renamed colour
 * leaves its users white on white), and a colour written out in a shared module
 * drifts from the palette when the palette changes.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const GLOBALS = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");

/** The modules every storefront page is built from: they take their colours from the tokens only. */
const SHARED_MODULES = [
  ...readdirSync(path.join(ROOT, "components/ui"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".module.css"))
    .map((file) => `components/ui/${file}`),
  "components/catalog/catalog.module.css",
  "app/[region]/[locale]/home.module.css",
];

/** Set on the html element by next/font (components/fonts/inter.ts), not in a stylesheet. */
const SET_BY_NEXT_FONT = ["--font-sans", "--font-sans-extended"];

function cssFiles(): string[] {
  return ["app", "components", "editor"].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => path.join(folder, file)),
  );
}

function definedTokens(): Set<string> {
  const tokens = new Set(SET_BY_NEXT_FONT);
  for (const file of cssFiles()) for (const [, name] of readFileSync(path.join(ROOT, file), "utf8").matchAll(/(--[\w-]+)\s*:/g)) tokens.add(name!);
  // A component may set a token inline (style={{ "--stage-max-height": ... }}).
  for (const folder of ["app", "components", "editor"])
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name)))
      for (const [, name] of readFileSync(path.join(ROOT, folder, file), "utf8").matchAll(/"(--[\w-]+)"\s*[:\]]/g)) tokens.add(name!);
  return tokens;
}

describe("design tokens", () => {
  it("define the type scale, the palette, spacing, corners and shadows", () => {
    for (const token of [
      ...["display", "h1", "h2", "h3", "body", "small"].flatMap((level) => [`--font-size-${level}`, `--line-height-${level}`]),
      ...["primary", "primary-strong", "primary-soft", "on-primary", "kraft", "kraft-soft", "text", "muted", "border", "surface", "surface-alt", "focus"].map(
        (name) => `--color-${name}`,
      ),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((step) => `--space-${step}`),
      ...["sm", "md", "lg", "xl", "pill"].map((size) => `--radius-${size}`),
      ...["sm", "md", "dialog"].map((size) => `--shadow-${size}`),
    ])
      expect(GLOBALS, token).toMatch(new RegExp(`${token}:`));
  });

  it("are defined wherever a stylesheet reads one", () => {
    const defined = definedTokens();
    const undefinedReads = cssFiles().flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/var\((--[\w-]+)/g)]
        .filter(([, name]) => !defined.has(name!))
        .map(([, name]) => `${file}: ${name}`),
    );
    expect(undefinedReads).toEqual([]);
  });

  it("give the shared modules their colours: none is written out", () => {
    const written = SHARED_MODULES.flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        // A var()'s fallback for browsers that do not pass tokens on (::backdrop) may repeat the token's value.
        .filter((line) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(line.replace(/var\(--[\w-]+,[^)]*\)\)?/g, "")))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(written).toEqual([]);
  });

  it("keep body text and links readable: AA contrast on every ground they sit on", () => {
    const value = (token: string) => GLOBALS.match(new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, "i"))![1]!;
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(value(a)), luminance(value(b))].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const grounds = ["--color-surface", "--color-surface-alt", "--color-primary-soft", "--color-kraft-soft"];
    for (const ground of grounds)
      for (const text of ["--color-text", "--color-muted", "--color-primary-strong", "--color-kraft", "--color-danger"])
        expect(contrast(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast("--color-on-primary", "--color-primary")).toBeGreaterThanOrEqual(4.5);
    expect(contrast("--color-on-primary", "--color-primary-strong")).toBeGreaterThanOrEqual(4.5);
    // The focus ring against the page: 3:1 for a non-text mark.
    expect(contrast("--color-focus", "--color-surface")).toBeGreaterThanOrEqual(3);
  });
});
