import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every date through the shop's date helpers (lib/dates/format.ts, shop-day.ts):
 * a date formatted anywhere else misses the page's rules (Italian "1º dicembre",
 * French "1er décembre", a calendar day that is the same day wherever it is read)
 * and drifts from the spec's ways of writing a date. Numbers likewise take the
 * page's locale: a number formatted with the runtime's or a fixed locale sits
 * beside prices in another format ("€3,76 per piece" next to "2,500 pieces").
 */

const ROOT = process.cwd();
const SCANNED = ["app", "components", "server", "editor", "lib", "regions"];
/** The helpers themselves, and the locale machinery they stand on. */
const HELPERS = ["lib/dates/", "lib/i18n/"];

/** Where a direct call must stay, each with why. */
const ALLOWED: Record<string, string> = {
  "server/mail/order.tsx":
    "the order mail's delivery day, already through lib/i18n/first-day's formatDay; the order mails are rebuilt this round and move to formatDate with it",
  "regions/support.ts": "support hours: weekday names and opening times of a week in the desk's zone, not a date",
  "regions/schema.ts": "checks that a region's time zone name is known to Intl; formats nothing",
};

const DATE_CALLS: [RegExp, string][] = [
  [/\bIntl\.DateTimeFormat\s*\(/, "Intl.DateTimeFormat"],
  [/\.toLocaleDateString\s*\(/, "toLocaleDateString"],
  [/\.toLocaleTimeString\s*\(/, "toLocaleTimeString"],
  [/\.toLocaleString\s*\(/, "toLocaleString"],
  // next-intl's useFormatter().dateTime: Intl underneath, without the shop's rules.
  [/\bformat(?:ter)?\.dateTime\s*\(/, "format.dateTime"],
  // Intl's date options handed to any other formatter.
  [/\b(?:dateStyle|timeStyle)\s*:/, "dateStyle or timeStyle options"],
];
/** A number formatted in the runtime's locale or a fixed one rather than the page's. */
const NUMBER_CALLS: [RegExp, string][] = [
  [/\bIntl\.NumberFormat\s*\(\s*(?:\)|undefined\b|\[\s*\]|["'`])/, "Intl.NumberFormat without the page's locale"],
  [/\.toLocaleString\s*\(\s*\)/, "toLocaleString() in the runtime's locale"],
];

function sources(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sources(relative));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(relative);
  }
  return found;
}

/** Each line of a source with the calls it makes, comments left out. */
function offences(file: string, calls: [RegExp, string][]): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return text.split("\n").flatMap((line, index) => {
    const code = line.replace(/(^|[^:"'`])\/\/.*$/, "$1");
    return calls.filter(([pattern]) => pattern.test(code)).map(([, name]) => `${file}:${index + 1} ${name}`);
  });
}

const FILES = SCANNED.flatMap(sources).filter((file) => !HELPERS.some((helper) => file.startsWith(helper)));

describe("dates and numbers through the shop's helpers", () => {
  it("finds the sources it scans, the places it knows of among them", () => {
    expect(FILES.length).toBeGreaterThan(100);
    for (const file of Object.keys(ALLOWED)) expect(FILES, file).toContain(file);
  });

  it("formats no date outside lib/dates, but where the allow-list says why", () => {
    const found = FILES.filter((file) => !(file in ALLOWED)).flatMap((file) => offences(file, DATE_CALLS));
    expect(found, "format the date with formatDate (lib/dates/format.ts), adding a rule there if none fits").toEqual([]);
  });

  it("keeps the allow-list to places that still need it", () => {
    const stale = Object.keys(ALLOWED).filter((file) => offences(file, DATE_CALLS).length === 0);
    expect(stale, "remove these from ALLOWED: they format no date directly any more").toEqual([]);
  });

  it("formats every number in the page's locale, never the runtime's or a fixed one", () => {
    const found = FILES.flatMap((file) => offences(file, NUMBER_CALLS));
    expect(found, "pass the page's locale (the storefront's, or the locale the text is written in)").toEqual([]);
  });

  it("would catch each kind of direct call", () => {
    const caught = (line: string, calls: [RegExp, string][]) => calls.some(([pattern]) => pattern.test(line));
    for (const line of [
      "new Intl.DateTimeFormat(locale, { dateStyle: 'long' })",
      "date.toLocaleDateString('it-IT')",
      "format.dateTime(new Date(iso), { dateStyle: 'long' })",
      "moment.toLocaleString(locale)",
    ]) {
      expect(caught(line, DATE_CALLS), line).toBe(true);
    }
    for (const line of ["new Intl.NumberFormat().format(2500)", "new Intl.NumberFormat('en-US').format(2500)", "quantity.toLocaleString()"]) {
      expect(caught(line, NUMBER_CALLS), line).toBe(true);
    }
    expect(caught("new Intl.NumberFormat(locale).format(2500)", NUMBER_CALLS)).toBe(false);
    expect(caught("formatDate(iso, 'longDate', locale)", DATE_CALLS)).toBe(false);
  });
});
