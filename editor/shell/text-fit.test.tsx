import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Konva from "konva";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { DesignElement, TextElement } from "@/lib/design";
import { textElement } from "@/lib/design/sample-designs";
import { buildNet, printableSides, type BoxModel, type Dimensions } from "@/lib/dielines";
import { checkSide, createEditorState, createEditorStore, sideOf, useEditorStore, type EditorState, type EditorStore } from "@/editor/state";
import { DesignCanvas, type DesignCanvasHandle } from "@/editor/canvas2d/DesignCanvas";
import { elementShape } from "@/editor/canvas2d/element-shapes";
import { TEXT_EDITOR_TEST_ID } from "@/editor/canvas2d/TextEditOverlay";
import { drawWithNapiCanvas } from "@/editor/canvas2d/test-canvas";
import { registerWithCanvas } from "@/editor/canvas2d/test-fonts";
import { fontFileFor } from "@/lib/design/fonts";
import { breaksAlike, measureFor, printedLines, wrappedLines } from "@/editor/canvas2d/text-measure";
import { renderInStorefront } from "@/test/render";
import { CASCADE_MM, newQr, newShape, newText, placeNew, sideSize } from "./elements";
import { PropertiesPanel } from "./PropertiesPanel";
import { TEMPLATE_IDS, templateDesign } from "./templates";
import { blankDocument } from "./testing";

// The panel measures with a real canvas here, as it does in the browser, and with the
// texts' own typeface: without it the canvas falls back to the machine's default font,
// whose widths differ from one machine to the next.
drawWithNapiCanvas();
registerWithCanvas(fontFileFor("inter", 400, false));

/**
 * Finding (b)1 of the new-shopper walk: words typed in the panel's Text field, a
 * larger text size or a template's text were cut off after their first line in
 * 2D, 3D, the cart and the print proof, because the stored box stayed one line
 * tall. Each test checks the stored box against the canvas's own wrapping, and
 * against a renderer that still stopped at the box (as every renderer did).
 */

/** The lines the canvas draws for a text. */
function canvasLines(text: TextElement): string[] {
  const node = new Konva.Text(elementShape(text).config as Konva.TextConfig);
  const lines = node.textArr.map((line) => line.text);
  node.destroy();
  return lines;
}

/** The words a renderer that stops at the stored box height would show. */
function shownWithinBox(text: TextElement): string {
  const node = new Konva.Text({ ...(elementShape(text).config as Konva.TextConfig), height: text.height });
  const shown = node.textArr.map((line) => line.text).join(" ");
  node.destroy();
  return shown;
}

function expectEveryLineInItsBox(text: TextElement) {
  const lines = canvasLines(text);
  expect(text.height, text.text).toBeGreaterThanOrEqual(lines.length * text.fontSize * text.lineHeight - 0.01);
  expect(shownWithinBox(text).replace(/\s/g, ""), text.text).toBe(text.text.replace(/\s/g, ""));
}

const selectState = (state: EditorState) => state;

function Panel({ store, sideSize }: { store: EditorStore; sideSize?: { width: number; height: number } }) {
  const state = useEditorStore(store, selectState);
  const selected = sideOf(state.document, "front").elements.filter((element) => state.selection.includes(element.id));
  return <PropertiesPanel store={store} side="front" selected={selected} sideSize={sideSize} />;
}

function storeWith(elements: DesignElement[]): EditorStore {
  const document = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements } } };
  const store = createEditorStore(createEditorState(document, "front"));
  store.dispatch({ type: "select", ids: [elements[0]!.id] });
  return store;
}

const theText = (store: EditorStore) => sideOf(store.getState().document, "front").elements[0] as TextElement;
const p = en.Editor.properties;

// A new text's box on the walk's lid: one line of "Your text here" at 6 mm.
const oneLine = () => textElement({ id: "t", text: "Your text here", width: 60, height: 7.2, fontSize: 6, align: "center" });

describe("the properties panel keeps a text's box as tall as its wrapped lines", () => {
  it("grows the box as a long phrase is typed into the Text field", async () => {
    const store = storeWith([oneLine()]);
    await renderInStorefront(<Panel store={store} />);
    const field = screen.getByLabelText(p.text);
    await userEvent.clear(field);
    await userEvent.type(field, "Thanks for your order!");
    expect(canvasLines(theText(store)).length).toBeGreaterThan(1);
    expectEveryLineInItsBox(theText(store));
    // One visit to the field is one undo step.
    fireEvent.blur(field);
    expect(store.getState().past).toHaveLength(1);
  });

  it.each([
    ["Polish", "Zażółć gęślą jaźń, dziękujemy za zamówienie"],
    ["German", "Größe & Grüße aus der Bäckerei am Markt"],
  ])("fits a %s phrase with diacritics", async (_language, phrase) => {
    const store = storeWith([oneLine()]);
    await renderInStorefront(<Panel store={store} />);
    fireEvent.change(screen.getByLabelText(p.text), { target: { value: phrase } });
    expect(canvasLines(theText(store)).length).toBeGreaterThan(1);
    expectEveryLineInItsBox(theText(store));
  });

  it("widens the box for a sentence typed in, as far as a new text may be wide on the side, before it grows taller", async () => {
    // The walk's German sentence ran down a column as narrow as "Your text here" and over the side's bottom fold.
    const side = { width: 200, height: 70 };
    const store = storeWith([oneLine()]);
    await renderInStorefront(<Panel store={store} sideSize={side} />);
    fireEvent.change(screen.getByLabelText(p.text), { target: { value: "Größe & Grüße aus der Backstube, jeden Morgen frisch für Sie gebacken" } });
    const widened = theText(store);
    expect(widened.width).toBeCloseTo(side.width * 0.8, 1);
    expect(widened.x + widened.width / 2).toBeCloseTo(oneLine().x + oneLine().width / 2, 2);
    expect(canvasLines(widened).length).toBe(2);
    expectEveryLineInItsBox(widened);
    // Shorter words again: the box keeps the width it has (one made narrow on purpose stays narrow too).
    fireEvent.change(screen.getByLabelText(p.text), { target: { value: "Hallo" } });
    expect(theText(store).width).toBeCloseTo(widened.width, 3);
    expect(canvasLines(theText(store))).toEqual(["Hallo"]);
  });

  it("grows the box when the text size is raised, and shrinks it again", async () => {
    const store = storeWith([oneLine()]);
    await renderInStorefront(<Panel store={store} />);
    const size = screen.getByLabelText(p.fontSize);
    fireEvent.change(size, { target: { value: "30" } });
    expect(theText(store).fontSize).toBe(30);
    expect(canvasLines(theText(store)).length).toBeGreaterThan(1);
    expectEveryLineInItsBox(theText(store));
    // The box widens about its centre for its longest word rather than break it in two.
    expect(canvasLines(theText(store)).flatMap((line) => line.split(" "))).toEqual(["Your", "text", "here"]);
    expect(theText(store).x + theText(store).width / 2).toBeCloseTo(oneLine().x + oneLine().width / 2, 2);
    fireEvent.change(size, { target: { value: "6" } });
    expect(canvasLines(theText(store))).toEqual(["Your text here"]);
    expect(theText(store).height).toBeCloseTo(7.2, 3);
  });

  it("refits the box when a wider font, bold or letter spacing moves the line breaks", async () => {
    const store = storeWith([textElement({ id: "t", text: "Handmade with love, every morning", width: 60, height: 14.4, fontSize: 6, align: "left" })]);
    await renderInStorefront(<Panel store={store} />);
    fireEvent.change(screen.getByLabelText(p.font), { target: { value: "space-mono" } });
    expectEveryLineInItsBox(theText(store));
    fireEvent.change(screen.getByLabelText(p.letterSpacing), { target: { value: "300" } });
    expectEveryLineInItsBox(theText(store));
  });
});

describe("templates", () => {
  const sizes: [BoxModel, Dimensions][] = [
    ["mailer-box", { length: 200, width: 150, height: 70 }],
    ["mailer-box", { length: 120, width: 80, height: 30 }],
    ["product-box", { length: 100, width: 70, height: 150 }],
    ["shipping-box", { length: 300, width: 200, height: 150 }],
  ];
  const catalogues = { en, pl, de };

  it("gives every text of every template a box that holds all its lines, in English, Polish and German", () => {
    for (const [language, messages] of Object.entries(catalogues)) {
      for (const id of TEMPLATE_IDS) {
        const texts = messages.Editor.templates[id];
        for (const [model, inside] of sizes) {
          const design = templateDesign(id, model, inside, texts);
          for (const side of printableSides(buildNet(model, inside))) {
            for (const element of design.sides[side]?.elements ?? []) {
              if (element.type !== "text") continue;
              expect(element.text.length, `${language} ${id} ${model} ${side}`).toBeGreaterThan(0);
              expectEveryLineInItsBox(element);
              // No word of an example is broken in two.
              for (const line of canvasLines(element))
                expect(element.text.split(/\s+/), `${language} ${id} ${model} ${side}`).toEqual(expect.arrayContaining(line.split(" ")));
            }
          }
        }
      }
    }
  });
});

describe("new elements", () => {
  const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
  const size = sideSize(net, "front");

  it("makes a new text's box as wide as its words and a little more, not most of the side", () => {
    const text = newText(size, "Your text here");
    const words = new Konva.Text({ ...(elementShape(text).config as Konva.TextConfig), width: undefined }).width();
    // Room for the words as the canvas kerns them and as the print sets them (unkerned), and an em more.
    const printed = measureFor(text, false)(text.text);
    expect(text.width).toBeGreaterThan(Math.max(words, printed));
    expect(text.width).toBeLessThanOrEqual(Math.max(words, printed) + text.fontSize + 0.1);
    expect(canvasLines(text)).toEqual(["Your text here"]);
    expect(text.x + text.width / 2).toBeCloseTo(size.width / 2, 0);
    // A phrase longer than the side wraps within it instead of running off.
    const long = newText(size, "Handmade sourdough bread delivered every single morning to your door");
    expect(long.width).toBeLessThanOrEqual(size.width);
    expectEveryLineInItsBox(long);
  });

  it("steps each new element off the centre while the centre is taken, staying inside the safe zone", () => {
    const placed: DesignElement[] = [];
    for (const make of [() => newQr(size, "https://example.com"), () => newShape(size, "star"), () => newShape(size, "star"), () => newText(size, "Hi")]) {
      placed.push(placeNew(make(), placed, size, net.safeZone));
    }
    const centres = placed.map((element) => `${element.x + element.width / 2},${element.y + element.height / 2}`);
    expect(new Set(centres).size).toBe(placed.length);
    expect(placed[1]!.x - newShape(size, "star").x).toBeCloseTo(CASCADE_MM, 3);
    for (const element of placed) {
      expect(element.x).toBeGreaterThanOrEqual(net.safeZone);
      expect(element.y).toBeGreaterThanOrEqual(net.safeZone);
      expect(element.x + element.width).toBeLessThanOrEqual(size.width - net.safeZone);
      expect(element.y + element.height).toBeLessThanOrEqual(size.height - net.safeZone);
    }
    // The first element of a side lands right in the centre.
    expect(placeNew(newShape(size, "rect"), [], size, net.safeZone)).toEqual(expect.objectContaining({ x: newShape(size, "rect").x }));
  });
});

describe("the print's line breaks", () => {
  const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
  const check = (text: TextElement) =>
    checkSide({ net, side: "front", content: { background: null, elements: [text] }, images: new Map(), colourLimit: null }).map((warning) => warning.kind);

  it("holds the lines of the canvas and of the print, and warns where the print would break them elsewhere", () => {
    // Pairs the canvas kerns tighter than the print's plain advance widths.
    const base = textElement({ id: "t", x: 10, y: 10, text: "AVATAR WAVE. To You, Tony: Yes, VAT wave AV", fontSize: 6, height: 7.2, align: "left" });
    const widths = Array.from({ length: 600 }, (_, index) => 20 + index * 0.1);
    const differing = widths.map((width) => ({ ...base, width })).find((text) => !breaksAlike(text));
    expect(differing, "a width where kerning moves a break").toBeDefined();
    const text = { ...differing!, height: 100 };
    expect(wrappedLines(text)).not.toEqual(printedLines(text));
    expect(check(text)).toContain("textBreaks");
    // The same words where both break alike: nothing to say.
    const alike = widths.map((width) => ({ ...base, width, height: 100 })).find((candidate) => breaksAlike(candidate))!;
    expect(check(alike)).not.toContain("textBreaks");
  });
});

describe("the panel while a text is edited in place", () => {
  it("shows the words as they are typed on the canvas, not only after clicking away", async () => {
    const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
    const store = storeWith([textElement({ id: "t", x: 20, y: 20, width: 100, height: 12, fontSize: 10, text: "Your text here" })]);
    let handle: DesignCanvasHandle | null = null;
    await renderInStorefront(
      <>
        <DesignCanvas
          store={store}
          net={net}
          mode="side"
          imageUrl={() => ""}
          label="Front of the box"
          ref={(value) => {
            handle = value;
          }}
        />
        <Panel store={store} />
      </>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    const stage = (handle as DesignCanvasHandle | null)!.getStage()!;
    const at = stage.getAbsoluteTransform().point({ x: 70, y: 26 });
    for (const type of ["mousedown", "mouseup", "mousedown", "mouseup", "dblclick"]) {
      act(() => void stage.content.dispatchEvent(new MouseEvent(type, { clientX: at.x, clientY: at.y, bubbles: true, button: 0 })));
    }
    const inPlace = await screen.findByTestId(TEXT_EDITOR_TEST_ID);
    fireEvent.change(inPlace, { target: { value: "Handmade sourdough bread delivered every single morning" } });
    expect(screen.getByLabelText(p.text, { selector: "textarea:not([data-testid])" })).toHaveValue("Handmade sourdough bread delivered every single morning");
    expectEveryLineInItsBox(theText(store));
  });
});

describe("a new text on a bag, a poly mailer and a box (finding B1 of the second walk)", () => {
  // The walk's bag started a new text at 22 mm and the poly mailer at 35 mm; a sentence typed in ran off the bottom.
  const products: [string, BoxModel, Dimensions][] = [
    ["paper bag", "paper-bag", { length: 180, width: 80, height: 220 }],
    ["poly mailer", "poly-mailer", { length: 250, width: 350, height: 0 }],
    ["mailer box", "mailer-box", { length: 150, width: 100, height: 50 }],
  ];
  const sentence = "Świeże pieczywo z naszej piekarni każdego ranka, prosto z pieca do Twoich drzwi, z miłością";

  it.each(products)("starts a %s's text at a size a sentence fits, by one rule for every product", (_name, model, inside) => {
    const net = buildNet(model, inside);
    const size = sideSize(net, "front");
    const text = newText(size, "Your text here");
    expect(text.fontSize).toBeLessThanOrEqual(Math.max(4, Math.min(size.width, size.height) / 10) + 0.1);
    expect(text.fontSize).toBeLessThanOrEqual(12);
    expect(text.fontSize).toBeGreaterThanOrEqual(4);
  });

  it.each(products)("keeps a sentence typed into a new text on the %s's side, grown about its centre", async (_name, model, inside) => {
    const net = buildNet(model, inside);
    const size = sideSize(net, "front");
    const store = storeWith([newText(size, "Your text here", "t")]);
    const before = theText(store);
    await renderInStorefront(<Panel store={store} sideSize={size} />);
    fireEvent.change(screen.getByLabelText(p.text), { target: { value: sentence } });
    const typed = theText(store);
    expectEveryLineInItsBox(typed);
    expect(typed.y).toBeGreaterThanOrEqual(0);
    expect(typed.y + typed.height).toBeLessThanOrEqual(size.height + 1e-6);
    expect(typed.x).toBeGreaterThanOrEqual(0);
    expect(typed.x + typed.width).toBeLessThanOrEqual(size.width + 1e-6);
    if (typed.height < size.height - 1) expect(typed.y + typed.height / 2).toBeCloseTo(before.y + before.height / 2, 0);
  });

  it("shrinks the words to keep them on the side when they would be taller than the whole side", async () => {
    const size = { width: 150, height: 50 };
    const store = storeWith([newText(size, "Your text here", "t")]);
    await renderInStorefront(<Panel store={store} sideSize={size} />);
    fireEvent.change(screen.getByLabelText(p.text), { target: { value: Array(6).fill(sentence).join(" ") } });
    const typed = theText(store);
    expectEveryLineInItsBox(typed);
    expect(typed.fontSize).toBeLessThan(newText(size, "x").fontSize);
    expect(typed.y).toBeGreaterThanOrEqual(0);
    expect(typed.y + typed.height).toBeLessThanOrEqual(size.height + 1e-6);
  });
});
