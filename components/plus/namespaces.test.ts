import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { COMPANY_NAMESPACES } from "@/components/company/namespaces";
import { MANAGER_NAMESPACES } from "@/components/manager/namespaces";
import { PLUS_NAMESPACES } from "./namespaces";

/**
 * Every plus and manager page's browser part gets only its island's namespaces: a
 * client component reading any other shows raw keys ("Approval.orderLine.title",
 * MISSING_MESSAGE) on a real page while its own test, rendered with the whole
 * catalogue, passes. This walks each page's imports from its client components and
 * checks that every namespace they read is sent, and that every literal key they read
 * through it exists in all 11 catalogues.
 */

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app/[region]/[locale]");
const AREAS = ["manager", "boxwright-plus", "plus", "pro"];
const ISLANDS: Record<string, readonly string[]> = {
  "components/plus/PlusIsland.tsx": PLUS_NAMESPACES,
  "components/manager/ManagerIsland.tsx": MANAGER_NAMESPACES,
  "components/company/CompanyIsland.tsx": COMPANY_NAMESPACES,
};

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pagesUnder(full);
    return name === "page.tsx" ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s+"([^"]+)"/g;

/** What a module imports: each module with the names taken from it (null: the whole module). */
function importsOf(file: string): { file: string; names: string[] | null }[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const found = resolveImport(file, match[2]!);
    if (!found || found.includes(`${path.sep}server${path.sep}`)) return [];
    const named = /^\{([^}]*)\}$/.exec(match[1]!.trim());
    const names = named
      ? named[1]!
          .split(",")
          .map(
            (part) =>
              part
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+/)[0]!,
          )
          .filter(Boolean)
      : null;
    return [{ file: found, names }];
  });
}

const isClient = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

/**
 * The parts of a module a page runs: the top-level functions it imports and those they
 * call, or all of it. A shared kit (components/ui/fields.tsx) has parts with words of
 * their own that a page using only its text field never renders.
 */
function sourceUsed(file: string, names: Set<string> | null): string {
  const source = readFileSync(file, "utf8");
  if (!names) return source;
  const starts = [...source.matchAll(/^(?:export\s+)?function\s+(\w+)/gm)].map((match) => ({ name: match[1]!, at: match.index! }));
  if (starts.length === 0) return source;
  const bodies = new Map(starts.map((start, index) => [start.name, source.slice(start.at, starts[index + 1]?.at ?? source.length)]));
  // Names that are no function here (types, constants, re-exports) are followed through their own module or are words-free.
  const wanted = [...names].filter((name) => bodies.has(name));
  const reached = new Set<string>();
  while (wanted.length > 0) {
    const name = wanted.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const other of bodies.keys()) if (!reached.has(other) && new RegExp(`\\b${other}\\b`).test(bodies.get(name)!)) wanted.push(other);
  }
  return [source.slice(0, starts[0]!.at), ...[...reached].map((name) => bodies.get(name)!)].join("\n");
}

/** Modules running in the browser from a page: every client module it reaches and all they import, with the parts used. */
function clientModulesOf(page: string): { islands: string[]; client: Map<string, Set<string> | null> } {
  const seen = new Map<string, Set<string> | null>();
  const client = new Map<string, Set<string> | null>();
  const islands: string[] = [];
  const walk = (file: string, names: string[] | null, inClient: boolean) => {
    const before = seen.get(`${file}:${inClient}`);
    const merged = before === null || names === null ? null : new Set([...(before ?? []), ...names]);
    if (before !== undefined && (before === null || (merged && merged.size === before.size))) return;
    seen.set(`${file}:${inClient}`, merged);
    const relative = path.relative(ROOT, file);
    if (ISLANDS[relative] && !islands.includes(relative)) islands.push(relative);
    const nowClient = inClient || isClient(file);
    if (nowClient) client.set(file, merged);
    for (const next of importsOf(file)) walk(next.file, next.names, nowClient);
  };
  walk(page, null, false);
  return { islands, client };
}

/**
 * Namespaces and literal keys a module reads: `const t = useTranslations("A.b")` then `t("c.d")`.
 * One name may be bound in several functions to several namespaces; a key is each of its candidates.
 */
function wordsOf(file: string, names: Set<string> | null): { namespaces: string[]; keys: string[][] } {
  const source = sourceUsed(file, names);
  const bound = new Map<string, Set<string>>();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*useTranslations\("([^"]+)"\)/g)) {
    const [, name, namespace] = match as unknown as [string, string, string];
    bound.set(name, (bound.get(name) ?? new Set()).add(namespace));
  }
  const keys: string[][] = [];
  for (const [name, namespaces] of bound) {
    for (const use of source.matchAll(new RegExp(`(?<![.\\w])${name}(?:\\.rich|\\.markup)?\\("([A-Za-z0-9_.-]+)"`, "g")))
      keys.push([...namespaces].map((namespace) => `${namespace}.${use[1]}`));
  }
  return { namespaces: [...source.matchAll(/useTranslations\("([^"]+)"\)/g)].map((match) => match[1]!), keys };
}

function hasKey(messages: unknown, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

const pages = AREAS.map((area) => path.join(APP, area))
  .filter((dir) => existsSync(dir))
  .flatMap(pagesUnder);

describe("every plus and manager page has its words in the browser", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  it.each(pages.map((page) => [path.relative(APP, page), page]))("%s sends every namespace its client parts read", (_name, page) => {
    const { islands, client } = clientModulesOf(page);
    if (islands.length === 0) return;
    const sent = new Set(islands.flatMap((island) => ISLANDS[island]!));
    const missing = [...client].flatMap(([file, names]) =>
      wordsOf(file, names).namespaces.map((namespace) => ({ file: path.relative(ROOT, file), namespace: namespace.split(".")[0]! })),
    );
    expect(missing.filter(({ namespace }) => !sent.has(namespace))).toEqual([]);
  });

  it.each(LOCALES.map((locale) => [locale]))("every literal key those parts read is in %s", async (locale) => {
    const messages = await loadMessages(locale);
    const absent = new Set<string>();
    for (const page of pages) {
      for (const [file, names] of clientModulesOf(page).client) {
        for (const candidates of wordsOf(file, names).keys)
          if (!candidates.some((key) => hasKey(messages, key))) absent.add(`${path.relative(ROOT, file)}: ${candidates.join(" | ")}`);
      }
    }
    expect([...absent]).toEqual([]);
  });
});
