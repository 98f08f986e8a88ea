import type { PrintColorMode } from "./constants";

/**
 * The print modes that print the inside of the box as well as the outside: the
 * "... with print inside" modes and the double-sided full-colour mailer's
 * "with inside". Every other mode prints the outside only, and an inside design
 * is then not printed (ADR 0039).
 */
export const INSIDE_PRINT_MODES: readonly PrintColorMode[] = [
  "print-eco-color-with-print-inside",
  "print-monochrome-with-print-inside",
  "print-monochrome-white-with-print-inside",
  "print-indigo-color-with-inside",
];

/** Whether a line's print mode prints inside; a line without one is priced at the product's first mode, which prints outside only. */
export function printsInside(printMode: string | null | undefined): boolean {
  return typeof printMode === "string" && (INSIDE_PRINT_MODES as readonly string[]).includes(printMode);
}
