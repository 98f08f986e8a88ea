import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildNet } from "@/lib/dielines";
import { createEditorState, createEditorStore } from "@/editor/state";
import { renderWithMessages } from "@/test/render";
import { DesignCanvas, type DesignCanvasHandle } from "@/editor/canvas2d/DesignCanvas";
import { ELEMENT_NODE_NAME } from "@/editor/canvas2d/element-shapes";
import { drawWithNapiCanvas, pixelAt } from "@/editor/canvas2d/test-canvas";
import { readOnlyStore } from "./read-only-store";
import { TEMPLATE_IDS, templateDesign } from "./templates";

drawWithNapiCanvas();

/**
 * The example page showed no artwork: its elements were all on the stage, but the
 * stage was a fixed 780 px wide in a 13rem column, which showed only the net's left
 * edge, where no printable side is. Now the stage is its column's size, and the
 * example's artwork lands inside what the visitor sees.
 */

const inside = { length: 250, width: 180, height: 60 };
const texts = { headline: "Made in the studio", tagline: "Small batches, big ideas", mark: "Studio" };

/** The box the page gives the canvas: the measured size the stage takes. */
function boxOf(width: number, height: number) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width, height } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

async function showExample(id: (typeof TEMPLATE_IDS)[number]) {
  const document = templateDesign(id, "mailer-box", inside, texts);
  let handle: DesignCanvasHandle | null = null;
  await renderWithMessages(
    <DesignCanvas
      store={readOnlyStore(createEditorStore(createEditorState(document, "front")))}
      net={buildNet("mailer-box", inside)}
      mode="net"
      imageUrl={() => ""}
      label="The whole box"
      ref={(value) => {
        handle = value;
      }}
    />,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
  return { document, stage: (handle as DesignCanvasHandle | null)!.getStage()! };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an example design on the canvas", () => {
  it.each([
    ["a desktop's wide column", 1000, 720],
    ["a phone's screen", 358, 358],
  ])("shows every element of the example inside the stage, in %s", async (_, width, height) => {
    boxOf(width, height);
    const { document, stage } = await showExample("studio");
    const ids = Object.values(document.sides).flatMap((side) => side?.elements.map((element) => element.id) ?? []);
    expect(ids.length).toBeGreaterThan(5);
    const nodes = stage.find(`.${ELEMENT_NODE_NAME}`);
    expect(nodes.map((node) => node.id()).sort()).toEqual([...ids].sort());
    for (const node of nodes) {
      const box = node.getClientRect();
      expect(box.x, node.id()).toBeGreaterThanOrEqual(0);
      expect(box.y, node.id()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, node.id()).toBeLessThanOrEqual(width);
      expect(box.y + box.height, node.id()).toBeLessThanOrEqual(height);
    }
  });

  it("draws its colours, not bare board", async () => {
    boxOf(1000, 720);
    const { stage } = await showExample("bakery");
    const badge = stage.findOne("#bakery-top-accent")!.getClientRect();
    const artwork = stage.getLayers()[0]!.getCanvas()._canvas as HTMLCanvasElement;
    expect(pixelAt(artwork, badge.x + badge.width / 2, badge.y + badge.height / 2).hex).toBe("#d7263d");
  });
});
