import { fireEvent, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { REFERENCE_OBJECTS } from "@/lib/catalog/size-guide";
import { productChoiceWords, sizeGuideWords, type ProductChoiceWords, type SizeGuideWords } from "./words";

/** Test helpers for the configurator's pickers: a choice is a radio in a group named by its heading. */

const radiosOf = (group: string) => within(screen.getByRole("radiogroup", { name: group })).getAllByRole("radio") as HTMLInputElement[];

/** Chooses the option of a value in the picker named `group`, as a click on its card does. */
export function choose(group: string, value: string): void {
  const radio = radiosOf(group).find((candidate) => candidate.value === value);
  if (!radio) throw new Error(`${group} offers no ${value}`);
  fireEvent.click(radio);
}

/** The value chosen in the picker named `group`. */
export function chosen(group: string): string | undefined {
  return radiosOf(group).find((radio) => radio.checked)?.value;
}

/** The pickers' and size guide's words as the product page gives them, from the real catalogue. */
export async function choiceWordsFor(
  locale: Locale,
  offered: { printModes: readonly string[]; finishes: readonly string[]; printQualities: readonly string[] },
): Promise<{ choiceWords: ProductChoiceWords; sizeGuide: SizeGuideWords }> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "ProductChoice" }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return {
    choiceWords: productChoiceWords(t, offered),
    sizeGuide: sizeGuideWords(
      t,
      REFERENCE_OBJECTS.map((object) => object.id),
    ),
  };
}
