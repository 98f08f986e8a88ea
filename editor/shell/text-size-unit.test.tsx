import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en-US.json";
import es from "@/messages/es-ES.json";
import { MAX_FONT_SIZE_MM, type TextElement } from "@/lib/design";
import { textElement } from "@/lib/design/sample-designs";
import { LOCALES } from "@/lib/i18n/locales";
import { createEditorState, createEditorStore, sideOf, useEditorStore, type EditorState, type EditorStore } from "@/editor/state";
import { renderInStorefront } from "@/test/render";
import { MM_PER_POINT, textSizeField, textSizeUnit } from "./lengths";
import { PropertiesPanel } from "./PropertiesPanel";
import { blankDocument } from "./testing";

/**
 * Issue 23's new shopper in the us storefront: every size there read in inches,
 * but the text size field still said "Text size (mm)". Type is measured in
 * points where lengths are in inches (ADR 0053); the design keeps millimetres.
 */

const selectState = (state: EditorState) => state;

function Panel({ store }: { store: EditorStore }) {
  const state = useEditorStore(store, selectState);
  const selected = sideOf(state.document, "front").elements.filter((element) => state.selection.includes(element.id));
  return <PropertiesPanel store={store} side="front" selected={selected} />;
}

function storeWith(text: TextElement): EditorStore {
  const document = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements: [text] } } };
  const store = createEditorStore(createEditorState(document, "front"));
  store.dispatch({ type: "select", ids: [text.id] });
  return store;
}

const theText = (store: EditorStore) => sideOf(store.getState().document, "front").elements[0] as TextElement;

describe("the text size field in the storefront's units", () => {
  it("reads in points in the us storefront, and a size typed there is stored in millimetres", async () => {
    const store = storeWith(textElement({ id: "t", fontSize: 10 }));
    await renderInStorefront(<Panel store={store} />, { regionId: "us" });
    expect(screen.queryByLabelText(en.Editor.properties.fontSize)).not.toBeInTheDocument();
    const size = screen.getByLabelText(en.Editor.textSize.points);
    // 10 mm is 28.3 pt (72 points to the inch).
    expect(size).toHaveValue(28.3);
    fireEvent.change(size, { target: { value: "24" } });
    expect(theText(store).fontSize).toBeCloseTo((24 * 25.4) / 72, 3);
    // The field reads back what was typed, not a rounding of it.
    expect(size).toHaveValue(24);
    expect(Number(size.getAttribute("min"))).toBeGreaterThanOrEqual(1 / MM_PER_POINT);
    expect(Number(size.getAttribute("max")) * MM_PER_POINT).toBeLessThanOrEqual(MAX_FONT_SIZE_MM);
    // Outside the limits nothing is stored.
    fireEvent.change(size, { target: { value: "1" } });
    expect(theText(store).fontSize).toBeCloseTo((24 * 25.4) / 72, 3);
  });

  it("keeps each keystroke of a size typed in points, though its first digit alone is below the smallest size", async () => {
    const store = storeWith(textElement({ id: "t", fontSize: 10 }));
    await renderInStorefront(<Panel store={store} />, { regionId: "us" });
    const size = screen.getByLabelText(en.Editor.textSize.points);
    await userEvent.clear(size);
    await userEvent.type(size, "12");
    expect(size).toHaveValue(12);
    expect(theText(store).fontSize).toBeCloseTo((12 * 25.4) / 72, 3);
    await userEvent.tab();
    expect(size).toHaveValue(12);
  });

  it("speaks the shopper's language in the us storefront too", async () => {
    const store = storeWith(textElement({ id: "t", fontSize: 10 }));
    await renderInStorefront(<Panel store={store} />, { regionId: "us", locale: "es-ES" });
    expect(screen.getByLabelText(es.Editor.textSize.points)).toHaveValue(28.3);
  });

  it("stays in millimetres where the storefront measures in millimetres", async () => {
    const store = storeWith(textElement({ id: "t", fontSize: 10 }));
    await renderInStorefront(<Panel store={store} />, { regionId: "eu" });
    const size = screen.getByLabelText(en.Editor.properties.fontSize);
    expect(size).toHaveValue(10);
    fireEvent.change(size, { target: { value: "12.5" } });
    expect(theText(store).fontSize).toBe(12.5);
  });

  it("converts both ways without drift, and follows the storefront's length unit", () => {
    expect(textSizeUnit("us")).toBe("pt");
    for (const region of ["eu", "pl", "de", "gb"]) expect(textSizeUnit(region)).toBe("mm");
    const points = textSizeField("pt");
    for (const pt of [6, 8, 9.5, 12, 24, 72, 144]) expect(points.shown(points.stored(pt)!)).toBe(pt);
    expect(points.stored(0)).toBeNull();
    expect(points.stored(Number.NaN)).toBeNull();
    const mm = textSizeField("mm");
    expect(mm.shown(8)).toBe(8);
    expect(mm.stored(8)).toBe(8);
  });

  it("names the point as each language abbreviates it, in every catalogue", () => {
    const abbreviation: Record<string, string> = { "cs-CZ": "(b.)", "pl-PL": "(pkt)" };
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
      const label: string = messages.Editor.textSize.points;
      expect(label, locale).toContain(abbreviation[locale] ?? "(pt)");
      // The same words as the millimetre field, only the unit differs.
      expect(label.replace(/\s*\([^)]*\)$/, ""), locale).toBe(messages.Editor.properties.fontSize.replace(/\s*\(mm\)$/, ""));
    }
  });
});
