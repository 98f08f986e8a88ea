import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DesignDocument, DesignElement } from "@/lib/design";
import { imageElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { blankDocument, designAnswer, editorRoutes, fakeShop, fileRecord, product, renderEditor, signIn, uploadApi } from "./testing";

const t = en.Editor;

/** Each side the print check judges, in order: a change to one side must not judge the others again. */
const judged = vi.hoisted(() => [] as string[]);
vi.mock("@/editor/state/warnings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/editor/state/warnings")>();
  return {
    ...actual,
    checkSide: (input: Parameters<typeof actual.checkSide>[0]) => {
      judged.push(input.side);
      return actual.checkSide(input);
    },
  };
});

beforeEach(() => {
  signIn();
  window.history.replaceState(null, "", "/box/design?design_id=5");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  judged.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function withFront(elements: DesignElement[]): DesignDocument {
  return { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements } } };
}

const layers = () => within(screen.getByRole("region", { name: t.layers.title }));
const arrange = () => within(screen.getByTestId("arrange-panel"));
const check = () => within(screen.getByTestId("check-panel"));
const layerButton = (name: string) => layers().getByRole("button", { name });
const pressed = () =>
  layers()
    .getAllByRole("button", { pressed: true })
    .map((button) => button.textContent?.trim());

async function openWith(elements: DesignElement[], routes: Record<string, Parameters<typeof fakeShop>[0][string]> = {}, options = {}) {
  const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer({ document: withFront(elements) }) }, ...routes });
  const rendered = await renderEditor({ kind: "design", designId: 5, shareToken: null }, options);
  await screen.findByTestId("editor-shell");
  return { shop, ...rendered };
}

const square = (id: string, x: number, y: number, shape: "rect" | "star" | "ellipse" = "rect") => shapeElement({ id, shape, x, y, width: 20, height: 20 });

describe("selecting several elements and arranging them", () => {
  it("adds to the selection with shift-click in the layers list, aligns the selection in one undo step", async () => {
    await openWith([square("a", 10, 10, "rect"), square("b", 60, 30, "star")]);
    const user = userEvent.setup();
    await user.click(layerButton(t.layers.shape.rect));
    await user.keyboard("{Shift>}");
    await user.click(layerButton(t.layers.shape.star));
    await user.keyboard("{/Shift}");
    expect(pressed()).toEqual([t.layers.shape.star, t.layers.shape.rect]);
    expect(arrange().getByText(t.selection.alignToSelection)).toBeInTheDocument();

    await user.click(arrange().getByRole("button", { name: t.selection.alignEdge.top }));
    // Both moved in one step: a single undo takes the whole alignment back.
    const undo = screen.getByRole("button", { name: t.toolbar.undo });
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(undo).toBeDisabled();
    await user.click(screen.getByRole("button", { name: t.toolbar.redo }));
    // Distributing needs three: the hint says so and the buttons wait.
    expect(arrange().getByRole("button", { name: t.selection.distributeAxis.horizontal })).toBeDisabled();
    expect(arrange().getByText(en.Editor.selection.distributeHint.replace("{count}", "3"))).toBeInTheDocument();

    // Ctrl-click takes one back out.
    await user.keyboard("{Control>}");
    await user.click(layerButton(t.layers.shape.rect));
    await user.keyboard("{/Control}");
    expect(pressed()).toEqual([t.layers.shape.star]);
    expect(arrange().getByText(t.selection.alignToSide)).toBeInTheDocument();
  });

  it("groups the selection, so pressing one element of it selects the whole group, and ungroups it", async () => {
    await openWith([square("a", 10, 10, "rect"), square("b", 60, 30, "star"), square("c", 100, 30, "ellipse")]);
    const user = userEvent.setup();
    await user.click(layerButton(t.layers.shape.rect));
    expect(arrange().getByRole("button", { name: t.selection.group })).toBeDisabled();
    await user.keyboard("{Shift>}");
    await user.click(layerButton(t.layers.shape.star));
    await user.keyboard("{/Shift}");
    await user.click(arrange().getByRole("button", { name: t.selection.group }));

    // The layers list marks the group's rows, in words for a screen reader too.
    const grouped = (name: string) => `${t.selection.inGroup} ${name}`;
    await user.click(layerButton(t.layers.shape.ellipse));
    expect(pressed()).toEqual([t.layers.shape.ellipse]);
    await user.click(layerButton(grouped(t.layers.shape.rect)));
    expect(pressed()).toEqual([grouped(t.layers.shape.star), grouped(t.layers.shape.rect)]);

    await user.click(arrange().getByRole("button", { name: t.selection.ungroup }));
    await user.click(layerButton(t.layers.shape.rect));
    expect(pressed()).toEqual([t.layers.shape.rect]);
  });

  it("locks every selected element at once and hands the snapping switch to the canvas", async () => {
    await openWith([square("a", 10, 10, "rect"), square("b", 60, 30, "star")]);
    const user = userEvent.setup();
    await user.click(layerButton(t.layers.shape.rect));
    await user.keyboard("{Shift>}");
    await user.click(layerButton(t.layers.shape.star));
    await user.keyboard("{/Shift}");
    await user.click(arrange().getByRole("button", { name: t.selection.lockAll }));
    expect(layers().getByRole("button", { name: t.layers.unlock.replace("{name}", t.layers.shape.rect) })).toBeInTheDocument();
    expect(layers().getByRole("button", { name: t.layers.unlock.replace("{name}", t.layers.shape.star) })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.toolbar.remove })).toBeDisabled();

    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-snapping", "true");
    await user.click(arrange().getByRole("checkbox", { name: t.selection.snapping }));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-snapping", "false");
  });
});

describe("the print check", () => {
  it("warns about text crossing the safe zone and a picture below 150 dpi, and selects the element when pressed", async () => {
    const edge = textElement({ id: "edge", text: "Right at the edge", x: 1, y: 30, width: 100, height: 8 });
    const photo = imageElement({ id: "photo", fileId: "file-photo", x: 110, y: 10, width: 80, height: 50 });
    await openWith([photo, edge], { "GET files/file-photo": { body: fileRecord({ id: "file-photo", width: 390, height: 250 }) } });

    expect(check().getByText(t.warnings.safeZone)).toBeInTheDocument();
    expect(screen.getByTestId("design-canvas").getAttribute("data-warned")).toContain("edge");
    // 390 px across 80 mm print at 123.8 dpi.
    expect(await check().findByText(/Low resolution: 123 dpi/)).toBeInTheDocument();
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-warned", "edge photo");

    const user = userEvent.setup();
    await user.click(check().getByRole("button", { name: new RegExp(t.warnings.safeZone.slice(0, 20)) }));
    expect(pressed()).toEqual([t.layers.text.replace("{text}", "Right at the edge")]);
  });

  it("says there is nothing to fix on a side that prints as it looks, and leads to the sides that have something", async () => {
    const back = textElement({ id: "back-edge", text: "Off the back", x: -5, y: 10, width: 60, height: 8 });
    const document = withFront([square("a", 20, 20)]);
    await openWith([], {
      "GET box_designs/5": { body: designAnswer({ document: { ...document, sides: { ...document.sides, back: { background: null, elements: [back] } } } }) },
    });
    expect(check().getByText(t.warnings.none)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(check().getByRole("button", { name: `${t.sides.back} (1)` }));
    expect(screen.getByTestId("side-tab-back")).toHaveAttribute("aria-selected", "true");
    expect(check().getByRole("button", { name: /Off the back/ })).toBeInTheDocument();
  });

  it("counts a picture's colours only where the line's print mode is limited", async () => {
    const photo = imageElement({ id: "photo", fileId: "file-photo", x: 20, y: 10, width: 20, height: 20 });
    const routes = { "GET files/file-photo": { body: fileRecord({ id: "file-photo", width: 2000, height: 2000, colours: 40 }) } };
    await openWith([photo], routes, { product: { ...product, printModes: ["print-monochrome"] }, locale: "pl-PL" });
    expect(await check().findByText("Ma 40 kolorów, a ten druk przyjmuje najwyżej 32. Wgraj prostszą wersję.")).toBeInTheDocument();
    expect(check().queryByText(pl.Editor.warnings.none)).not.toBeInTheDocument();
  });
});

describe("the print check after a change", () => {
  const warned = () => screen.getByTestId("design-canvas").getAttribute("data-warned");

  it("follows an element moved to the edge and back, in the panel and on the canvas", async () => {
    await openWith([square("a", 60, 30), square("b", 120, 30, "star")]);
    expect(check().getByText(t.warnings.none)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(layerButton(t.layers.shape.rect));
    // Aligned to the side's left edge: too close to it, and the warning comes once the change has settled.
    await user.click(arrange().getByRole("button", { name: t.selection.alignEdge.left }));
    expect(await check().findByText(t.warnings.safeZone)).toBeInTheDocument();
    expect(warned()).toBe("a");
    await user.click(screen.getByRole("button", { name: t.toolbar.undo }));
    expect(await check().findByText(t.warnings.none)).toBeInTheDocument();
    expect(warned()).toBe("");
  });

  it("judges again only the side that changed, and nothing when only the selection or the side on screen changes", async () => {
    const edge = textElement({ id: "back-edge", text: "Off the back", x: -5, y: 10, width: 60, height: 8 });
    const document = withFront([square("a", 60, 30)]);
    await openWith([], {
      "GET box_designs/5": { body: designAnswer({ document: { ...document, sides: { ...document.sides, back: { background: null, elements: [edge] } } } }) },
    });
    // Every printable side was judged once the design opened.
    expect(new Set(judged)).toEqual(new Set(["front", "top", "back", "left", "right", "bottom"]));
    judged.length = 0;

    const user = userEvent.setup();
    await user.click(layerButton(t.layers.shape.rect));
    expect(judged).toEqual([]);
    await user.click(arrange().getByRole("button", { name: t.selection.alignEdge.left }));
    expect(await check().findByText(t.warnings.safeZone)).toBeInTheDocument();
    expect(new Set(judged)).toEqual(new Set(["front"]));
    judged.length = 0;

    // The back keeps its warning without being judged again.
    await user.click(check().getByRole("button", { name: `${t.sides.back} (1)` }));
    expect(check().getByRole("button", { name: /Off the back/ })).toBeInTheDocument();
    expect(judged).toEqual([]);
  });
});

describe("uploads for a print mode with few colours", () => {
  it("ask the shop's preflight to refuse more than 32 colours", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord({ id: "logo-1" }) }));
    try {
      const { container } = await renderEditor(
        { kind: "design", designId: 5, shareToken: null },
        { product: { ...product, printModes: ["print-eco-color", "print-color-hd"] }, uploadBaseUrl: api.baseUrl },
      );
      await screen.findByTestId("editor-shell");
      await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["\x89PNG"], "logo.png", { type: "image/png" }));
      await screen.findByText("image logo-1");
      expect(shop.to("POST", "files")[0]!.body).toMatch(/name="max_colours"\r\n\r\n32/);
    } finally {
      await api.close();
    }
  });

  it("send no limit for a full-colour line", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord({ id: "logo-1" }) }));
    try {
      const { container } = await renderEditor(
        { kind: "design", designId: 5, shareToken: null },
        { product: { ...product, printModes: ["print-color-hd"] }, uploadBaseUrl: api.baseUrl },
      );
      await screen.findByTestId("editor-shell");
      await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["\x89PNG"], "logo.png", { type: "image/png" }));
      await waitFor(() => expect(shop.to("POST", "files")).toHaveLength(1));
      expect(shop.to("POST", "files")[0]!.body).not.toMatch(/max_colours/);
    } finally {
      await api.close();
    }
  });
});
