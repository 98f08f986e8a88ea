import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { SHEET_SECTIONS } from "./MobileSheet";

/**
 * The phone's tool bar: four buttons of equal width, an icon over a short label. In Polish "Zaznaczenie"
 * touched "Warstwy" and in German "Hinzufügen" was cut at the screen's edge (issue 23's walkthrough), so
 * every catalogue's bar labels must fit their button on the narrowest phone the shop supports. A word
 * cannot be broken, so each word must fit the button's inner width; the label may wrap between words.
 */

const ROOT_PX = 16;
/** The narrowest phone the storefront supports. */
const NARROWEST_SCREEN_PX = 320;
/** A wide bold letter (m, w, Ä) is about 0.75 em, the average of a bold word about 0.62 em: count the average with room to spare. */
const BOLD_LETTER_EM = 0.62;

function sheetButtonRule(): string {
  const css = readFileSync(path.join(__dirname, "shell.module.css"), "utf8");
  const rule = /\n\.sheetButton\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!rule) throw new Error("no .sheetButton rule");
  return rule;
}

/** How many letters of one word fit the button, from the bar's columns and the button's padding and font size in shell.module.css. */
function longestWordThatFits(): number {
  const rule = sheetButtonRule();
  const rem = (name: string) => Number(new RegExp(`(?:^|\\s)${name}:\\s*([\\d.]+)rem`).exec(rule)![1]) * ROOT_PX;
  const inner = NARROWEST_SCREEN_PX / SHEET_SECTIONS.length - 2 * rem("padding");
  return Math.floor(inner / (rem("font-size") * BOLD_LETTER_EM));
}

const catalogues = readdirSync(path.join(__dirname, "../../messages")).filter((file) => file.endsWith(".json"));
// Each catalogue as the shop loads it: en-GB.json holds only the British words, laid over en-US (docs/adr/0068-region-formats.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test walks the catalogues' JSON by key
const loaded: Record<string, any> = Object.fromEntries(
  await Promise.all(catalogues.map(async (file) => [file, await loadMessages(file.replace(/\.json$/, "") as Locale)] as const)),
);

describe("the phone's tool bar labels", () => {
  it("are worked out from a button a quarter of a 320 px screen wide", () => {
    expect(sheetButtonRule()).toMatch(/min-width:\s*0/);
    expect(longestWordThatFits()).toBe(9);
  });

  it("wrap between words and are never cut", () => {
    const css = readFileSync(path.join(__dirname, "shell.module.css"), "utf8");
    const label = /\n\.sheetLabel\s*\{([^}]*)\}/.exec(css)![1]!;
    expect(label).toMatch(/overflow-wrap:\s*anywhere/);
    expect(label).not.toMatch(/white-space:\s*nowrap|overflow:\s*hidden/);
  });

  it.each(catalogues)("fit their buttons in %s, in at most two lines", (file) => {
    const messages = loaded[file];
    const bar = messages.Editor.mobile.bar as Record<string, string>;
    for (const section of SHEET_SECTIONS) {
      const words = bar[section]!.split(/\s+/);
      expect(words.length, `${file} ${section}`).toBeLessThanOrEqual(2);
      for (const word of words) expect(word.length, `${file} ${section}: ${word}`).toBeLessThanOrEqual(longestWordThatFits());
    }
  });

  it("leave the full names to the sheet's heading and the touch help to every catalogue", () => {
    for (const file of catalogues) {
      const editor = loaded[file].Editor;
      for (const section of SHEET_SECTIONS) expect(editor.mobile[section], `${file} ${section}`).toBeTruthy();
      // A finger has no Shift, Ctrl or Alt key: the touch help names none of them.
      for (const key of ["nothingSelectedTouch", "snappingHintTouch"]) {
        expect(editor.selection[key], `${file} ${key}`).not.toMatch(/Shift|Skift|Umschalt|Maj\b|Mayús|Maiusc|Alt\b|Ctrl|Strg/);
      }
    }
  });

  it.each(catalogues)("name each button as the sheet it opens is titled in %s", (file) => {
    // The walk's phone: PL "Element" opened "Zaznaczenie", DE "Einfügen" opened "Hinzufügen".
    const mobile = loaded[file].Editor.mobile;
    for (const section of SHEET_SECTIONS) expect(mobile[section], `${file} ${section}`).toBe(mobile.bar[section]);
  });
});
