import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { Locale } from "@/lib/i18n/locales";
import { dielineLinkWords } from "./dieline-words";

/** Finding C4 of the second walk: the product pages of tissue paper and tape offered a "Wykrojnik" / "Stanzkontur". */
function wordsFor(messages: typeof en, locale: Locale, model: Parameters<typeof dielineLinkWords>[0]) {
  const page = createTranslator({ locale, messages, namespace: "ProductPage" });
  const editor = createTranslator({ locale, messages, namespace: "Editor.productWords" });
  return dielineLinkWords(
    model,
    (key) => page(key),
    (key, values) => editor(key, values),
  );
}

describe("the product page's dieline download", () => {
  it.each([
    ["pl-PL", pl, /wykrojnik/i],
    ["de-DE", de, /stanzkontur/i],
    ["en-US", en, /dieline/i],
  ] as const)("names the outline of the pattern, not a dieline, for tissue paper and tape in %s", (locale, messages, dieline) => {
    for (const model of ["pattern-sheet", "pattern-tape"] as const) {
      const words = wordsFor(messages as typeof en, locale, model);
      for (const word of Object.values(words)) expect(word, `${locale} ${model}`).not.toMatch(dieline);
    }
    expect(wordsFor(messages as typeof en, locale, "pattern-sheet").label).toBe(
      createTranslator({ locale, messages: messages as typeof en, namespace: "Editor.productWords" })("dieline", { kind: "pattern" }),
    );
  });

  it("keeps the dieline of a box and a bag", () => {
    for (const model of ["mailer-box", "paper-bag"] as const) expect(wordsFor(pl as unknown as typeof en, "pl-PL", model).label).toMatch(/^Wykrojnik/);
  });
});
