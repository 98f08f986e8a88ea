import { describe, expect, it } from "vitest";
import { QR_MIN_MODULE_MM, QR_QUIET_ZONE_MODULES, qrLayout, qrMinimumSide, qrModules, qrRuns, utf8Length, type QrModules } from "./qr";

/** Byte-mode capacity at error correction M, versions 1 to 10 (ISO/IEC 18004 table 7). */
const CAPACITY_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

/** The 15-bit format strings for level M and masks 0 to 7 (ISO/IEC 18004 annex C, after the 0x5412 mask). */
const FORMAT_M = [
  "101010000010010",
  "101000100100101",
  "101111001111100",
  "101101101001011",
  "100010111111001",
  "100000011001110",
  "100111110010111",
  "100101010100000",
];

const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/** The format string as the symbol carries it beside the top-left finder. */
function formatOf(code: QrModules): string {
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  return cells.map(([r, c]) => (code.dark(r, c) ? "1" : "0")).join("");
}

/** Reads the data of a version 1 symbol independently of the encoder: unmask, zigzag, byte-mode header. */
function decodeVersion1(code: QrModules, mask: number): string {
  const isFunction = (r: number, c: number) => (r <= 8 && c <= 8) || (r <= 8 && c >= 13) || (r >= 13 && c <= 8) || r === 6 || c === 6;
  const bits: number[] = [];
  let upward = true;
  for (let right = 20; right > 0; right -= 2) {
    if (right === 6) right -= 1;
    for (let step = 0; step < 21; step += 1) {
      const row = upward ? 20 - step : step;
      for (const column of [right, right - 1]) {
        if (isFunction(row, column)) continue;
        bits.push((code.dark(row, column) ? 1 : 0) ^ (MASKS[mask]!(row, column) ? 1 : 0));
      }
    }
    upward = !upward;
  }
  const read = (from: number, count: number) => bits.slice(from, from + count).reduce((value, bit) => value * 2 + bit, 0);
  expect(read(0, 4)).toBe(0b0100); // byte mode
  const length = read(4, 8);
  const bytes = Array.from({ length }, (_, index) => read(12 + index * 8, 8));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function finderAt(code: QrModules, top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (code.dark(top + r, left + c) !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe("qrModules", () => {
  it("picks the smallest version that holds the bytes at level M, versions 1 to 10", () => {
    CAPACITY_M.forEach((capacity, index) => {
      const version = index + 1;
      expect(qrModules("a".repeat(capacity)).version).toBe(version);
      expect(qrModules("a".repeat(capacity)).size).toBe(17 + 4 * version);
      expect(qrModules("a".repeat(capacity + 1)).version).toBe(version + 1);
    });
  });

  it("carries the three finder patterns and level M in its format information", () => {
    const code = qrModules("https://boxwright.example/a");
    expect(finderAt(code, 0, 0)).toBe(true);
    expect(finderAt(code, 0, code.size - 7)).toBe(true);
    expect(finderAt(code, code.size - 7, 0)).toBe(true);
    expect(FORMAT_M).toContain(formatOf(code));
    // Timing pattern: alternating modules between the finders.
    for (let c = 8; c < code.size - 8; c += 1) expect(code.dark(6, c)).toBe(c % 2 === 0);
  });

  it("holds exactly the text's UTF-8 bytes, read back from the symbol", () => {
    for (const text of ["Hello box", "zażółć", "HTTPS://A.B/C"]) {
      const code = qrModules(text);
      expect(code.version).toBe(1);
      const mask = FORMAT_M.indexOf(formatOf(code));
      expect(mask).toBeGreaterThanOrEqual(0);
      expect(decodeVersion1(code, mask)).toBe(text);
    }
    expect(utf8Length("zażółć")).toBe(10);
  });

  it("is the same symbol every time for the same data", () => {
    const a = qrModules("same");
    const b = qrModules("same".slice(0));
    const cells = (code: QrModules) => Array.from({ length: code.size * code.size }, (_, i) => code.dark(Math.floor(i / code.size), i % code.size));
    expect(cells(a)).toEqual(cells(b));
  });

  it("lays the symbol out square and centred with its quiet zone, and merges dark modules into runs", () => {
    const code = qrModules("Hello box");
    const layout = qrLayout(code, 40, 30);
    expect(layout.side).toBe(30);
    expect(layout.x).toBe(5);
    expect(layout.moduleSize).toBeCloseTo(30 / (21 + 2 * QR_QUIET_ZONE_MODULES), 9);
    const runs = qrRuns(code, 40, 30);
    const darkCount = Array.from({ length: 21 * 21 }, (_, i) => code.dark(Math.floor(i / 21), i % 21)).filter(Boolean).length;
    expect(runs.reduce((sum, run) => sum + run.width / layout.moduleSize, 0)).toBeCloseTo(darkCount, 6);
    // The top-left finder's first row is one run of seven modules inside the quiet zone.
    expect(runs[0]).toMatchObject({ x: 5 + 4 * layout.moduleSize, y: 4 * layout.moduleSize });
    expect(runs[0]!.width).toBeCloseTo(7 * layout.moduleSize, 9);
  });

  it("names the narrowest box that prints the code's modules at a readable size", () => {
    // Version 1: 21 modules and 8 of quiet zone at half a millimetre.
    expect(qrMinimumSide("Hello box")).toBe(Math.ceil(29 * QR_MIN_MODULE_MM));
    expect(qrMinimumSide("a".repeat(213))).toBe(Math.ceil((57 + 8) * QR_MIN_MODULE_MM));
  });
});
