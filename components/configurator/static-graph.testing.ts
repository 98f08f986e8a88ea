import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * For tests of what a page's first load may carry: the modules and packages an entry
 * reaches by static imports (type-only imports and dynamic import() left out, as the
 * bundler leaves them out of a page's first chunks), and the dynamic imports met on the way.
 */

const ROOT = path.resolve(__dirname, "../..");

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  // A stylesheet, a JSON catalogue: nothing that can import a package.
  return "";
}

function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The static and the dynamic imports of one module, as written. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.dynamic.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every package reached by static imports from an entry, and the dynamic imports met on the way. */
export function staticGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const dynamic: { from: string; to: string }[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const specifier of imports.static) {
      const resolved = resolveModule(file, specifier);
      if (resolved === null) packages.add(packageOf(specifier));
      else if (resolved) walk(resolved);
    }
    for (const specifier of imports.dynamic) dynamic.push({ from: path.relative(ROOT, file), to: specifier });
  };
  walk(path.join(ROOT, entry));
  return { modules: [...seen].map((file) => path.relative(ROOT, file)), packages, dynamic };
}
