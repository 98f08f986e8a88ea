import localFont from "next/font/local";

/*
 * The shop's typeface: Inter, variable on its weight axis, served from our own
 * origin (ADR 0062). Two files, split like the type foundry's own subsets: the
 * basic Latin file every page needs (preloaded), and the Latin Extended file the
 * browser fetches only when a page holds one of its letters (ą ł ř ů ș ț ...).
 *
 * next/font/local cannot give one family two files by letter range, so each file
 * is a family of its own and the extended one comes first in font-family with a
 * unicode-range: every letter finds the one file that has it. The basic Latin
 * family carries the size-adjusted local fallback, so text does not move when the
 * file arrives (`display: swap`).
 */

export const interLatin = localFont({
  src: "./inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-sans",
  fallback: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
  preload: true,
});

export const interLatinExtended = localFont({
  src: "./inter-latin-ext-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-sans-extended",
  // Without its own fallback face: a letter this file lacks falls through to the basic family and its fallback.
  adjustFontFallback: false,
  preload: false,
  // The foundry's Latin Extended range without what the basic file already draws (ı œ Œ, combining marks),
  // so a French or German page never fetches this file for a letter it does not need from it.
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

/** The classes that define --font-sans and --font-sans-extended, for the page's html element. */
export const fontVariables = `${interLatin.variable} ${interLatinExtended.variable}`;
