import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FontFile } from "@/lib/design/fonts";
import { logger } from "@/server/http/logger";
import { TrueTypeFont } from "@/server/pdf/truetype";

/**
 * The editor's typefaces on the server: the TrueType files lib/design's
 * FONT_FILES names, read from the @expo-google-fonts packages in node_modules
 * (as the invoices read Geist), for the font route and the print file. Each file
 * is read once per process; a failed read is tried again next time.
 */

const PACKAGES = path.join(process.cwd(), "node_modules");

const reads = new Map<string, Promise<Uint8Array>>();
const fonts = new Map<string, Promise<TrueTypeFont | null>>();

export function fontFilePath(file: FontFile): string {
  return path.join(PACKAGES, file.file);
}

/** The file's bytes; rejects when it cannot be read. */
export function fontFileBytes(file: FontFile): Promise<Uint8Array> {
  let read = reads.get(file.key);
  if (!read) {
    read = readFile(fontFilePath(file)).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    reads.set(file.key, read);
    read.catch(() => reads.delete(file.key));
  }
  return read;
}

/** The file as a font the print can embed; null (and a warning in the log) when it cannot be read. */
export function printFont(file: FontFile): Promise<TrueTypeFont | null> {
  let font = fonts.get(file.key);
  if (!font) {
    font = fontFileBytes(file)
      .then((bytes) => new TrueTypeFont(bytes))
      .catch((error: unknown) => {
        fonts.delete(file.key);
        logger.warn({ err: error, font: file.key }, "design font unavailable; its text prints in the fallback font");
        return null;
      });
    fonts.set(file.key, font);
  }
  return font;
}
