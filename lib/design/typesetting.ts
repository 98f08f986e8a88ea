import type { TextElement } from "./schema";

/**
 * Letter spacing in millimetres: the stored em times the font size. The editor
 * and the print both add it after every character (Konva's way, and PDF's Tc),
 * line widths for wrapping and alignment included, so a line breaks and aligns
 * the same on screen and on the box.
 */
export function letterSpacingMm(text: Pick<TextElement, "letterSpacing" | "fontSize">): number {
  return (text.letterSpacing ?? 0) * text.fontSize;
}
