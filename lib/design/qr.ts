import { create } from "qrcode";

export { utf8Length } from "./utf8";

/**
 * The modules of a QR code element, shared by the editor's canvas and the print
 * so both draw the very same squares. The encoding is the `qrcode` package's
 * (the shop already makes its share-link codes with it): byte mode (UTF-8),
 * error correction level M (about 15% of the symbol may be scuffed or covered),
 * the smallest version that holds the data and the mask the standard's penalty
 * rules pick. It is pure, so a document always draws the same symbol.
 *
 * Imported by path (`@/lib/design/qr`), not through the package's index: only the
 * editor and the print need the encoder, and pages that read designs stay without it.
 */

/** Light modules the standard asks around the symbol; the element's box includes them. */
export const QR_QUIET_ZONE_MODULES = 4;

export interface QrModules {
  /** Modules per side of the symbol, without the quiet zone (21 for version 1, 4 more per version). */
  size: number;
  version: number;
  /** Whether the module in row `row`, column `column` is dark. */
  dark(row: number, column: number): boolean;
}

const CACHE_SIZE = 64;
const cache = new Map<string, QrModules>();

/** The QR code of `data`; the last few are kept, as a canvas redraws the same code on every frame. */
export function qrModules(data: string): QrModules {
  const known = cache.get(data);
  if (known) return known;
  const code = create([{ data: new TextEncoder().encode(data), mode: "byte" }], { errorCorrectionLevel: "M" });
  const { size, data: bits } = code.modules as unknown as { size: number; data: Uint8Array };
  const modules: QrModules = {
    size,
    version: code.version,
    dark: (row, column) => row >= 0 && column >= 0 && row < size && column < size && bits[row * size + column] === 1,
  };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(data, modules);
  return modules;
}

/** The smallest module phones read reliably from print, mm (a common guideline for printed QR codes). */
export const QR_MIN_MODULE_MM = 0.5;

/** The narrowest box (mm) that prints `data`'s code with modules of at least QR_MIN_MODULE_MM, quiet zone included. */
export function qrMinimumSide(data: string): number {
  return Math.ceil((qrModules(data).size + 2 * QR_QUIET_ZONE_MODULES) * QR_MIN_MODULE_MM);
}

/** Where the symbol's modules sit in an element box: the size of one module and the top-left of the quiet zone's square. */
export function qrLayout(modules: QrModules, width: number, height: number): { moduleSize: number; x: number; y: number; side: number } {
  const side = Math.min(width, height);
  const moduleSize = side / (modules.size + 2 * QR_QUIET_ZONE_MODULES);
  return { moduleSize, x: (width - side) / 2, y: (height - side) / 2, side };
}

/**
 * The dark modules merged into horizontal runs per row, in element millimetres:
 * fewer, longer rectangles draw faster and leave no hairline seams between
 * neighbours in a PDF viewer.
 */
export function qrRuns(modules: QrModules, width: number, height: number): { x: number; y: number; width: number; height: number }[] {
  const { moduleSize, x, y } = qrLayout(modules, width, height);
  const runs: { x: number; y: number; width: number; height: number }[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.dark(row, column)) column += 1;
      runs.push({
        x: x + (start + QR_QUIET_ZONE_MODULES) * moduleSize,
        y: y + (row + QR_QUIET_ZONE_MODULES) * moduleSize,
        width: (column - start) * moduleSize,
        height: moduleSize,
      });
    }
  }
  return runs;
}
