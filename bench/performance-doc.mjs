// Writing a script's figures into docs/performance.md (or another document): between the markers
// <!-- bench/NAME --> and <!-- /bench/NAME -->, so the prose around them stays
// as written; at the end of the file when the markers are not there yet.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const PERFORMANCE_DOC = path.join(ROOT, "docs", "performance.md");

/**
 * Puts `body` between the script's markers; `script` is its file name in bench/, such
 * as "checkout.mjs". `doc` is docs/performance.md unless another document is named.
 */
export function writeFigures(script, body, doc = PERFORMANCE_DOC) {
  const current = readFileSync(doc, "utf8");
  const start = `<!-- bench/${script} -->`;
  const end = `<!-- /bench/${script} -->`;
  const block = `${start}\n${body}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end, from);
  const next = from >= 0 && to >= 0 ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(doc, next);
  console.log(`Wrote the figures to ${path.relative(ROOT, doc)}`);
}
