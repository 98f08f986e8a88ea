import { beforeAll, describe, expect, it } from "vitest";
import { imageElement, shapeElement, textElement, designWith } from "@/lib/design/sample-designs";
import { buildNet } from "@/lib/dielines";
import { exportSidePng, renderArea, renderSideToCanvas } from "./export-side";
import { FontLoader } from "./fonts";
import { pixelAt, solidPicture, drawWithNapiCanvas } from "./test-canvas";
import { fakeFontFaces } from "./test-fonts";

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const front = net.panels.find((panel) => panel.side === "front")!.frame;
const noImages = async () => null;

beforeAll(() => drawWithNapiCanvas());

describe("rendering a side flat", () => {
  it("covers the side's frame at the asked px per mm, artwork over the background", async () => {
    const doc = designWith({
      front: { background: "#00ff00", elements: [shapeElement({ id: "half", x: 0, y: 0, width: front.width / 2, height: front.height, fill: "#ff0000" })] },
    });
    const canvas = await renderSideToCanvas(doc, net, "front", 2, noImages);
    expect(canvas.width).toBe(Math.round(front.width * 2));
    expect(canvas.height).toBe(Math.round(front.height * 2));
    expect(pixelAt(canvas, 10, 10).hex).toBe("#ff0000");
    expect(pixelAt(canvas, canvas.width - 10, canvas.height - 10).hex).toBe("#00ff00");
  });

  it("includes the bleed on request, with the artwork that runs into it", async () => {
    const doc = designWith({
      front: { background: "#00ff00", elements: [shapeElement({ id: "edge", x: -3, y: -3, width: 10, height: 10, fill: "#ff0000" })] },
    });
    const canvas = await renderSideToCanvas(doc, net, "front", 1, noImages, { includeBleed: true });
    expect(renderArea(net, "front", true).width).toBeCloseTo(front.width + 6, 6);
    expect(canvas.width).toBe(Math.round(front.width + 6));
    expect(pixelAt(canvas, 1, 1).hex).toBe("#ff0000");
    expect(pixelAt(canvas, 1, canvas.height - 2).hex).toBe("#00ff00");
    const flat = await renderSideToCanvas(doc, net, "front", 1, noImages);
    expect(pixelAt(flat, 1, 1).hex).toBe("#ff0000");
    expect(pixelAt(flat, 8, 8).hex).toBe("#00ff00");
  });

  it("leaves a side without background transparent unless a board colour is given", async () => {
    const doc = designWith({ front: { background: null, elements: [] } });
    expect(pixelAt(await renderSideToCanvas(doc, net, "front", 1, noImages), 5, 5).alpha).toBe(0);
    expect(pixelAt(await renderSideToCanvas(doc, net, "front", 1, noImages, { background: "#ffffff" }), 5, 5)).toEqual({ hex: "#ffffff", alpha: 255 });
  });

  it("draws uploaded pictures through the loader and leaves out those that fail", async () => {
    const doc = designWith({
      front: {
        background: "#ffffff",
        elements: [
          imageElement({ id: "logo", fileId: "file-logo", x: 10, y: 10, width: 20, height: 10 }),
          imageElement({ id: "gone", fileId: "file-gone", x: 50, y: 10, width: 20, height: 10 }),
        ],
      },
    });
    const asked: string[] = [];
    const canvas = await renderSideToCanvas(doc, net, "front", 2, async (fileId) => {
      asked.push(fileId);
      if (fileId === "file-gone") throw new Error("not found");
      return solidPicture("#0000ff");
    });
    expect(asked.sort()).toEqual(["file-gone", "file-logo"]);
    expect(pixelAt(canvas, 40, 30).hex).toBe("#0000ff");
    expect(pixelAt(canvas, 120, 30).hex).toBe("#ffffff");
  });

  it("sets text in ink inside its box", async () => {
    const doc = designWith({
      front: { background: "#ffffff", elements: [textElement({ x: 5, y: 5, width: 100, height: 30, fontSize: 20, text: "BOX", color: "#000000" })] },
    });
    const canvas = await renderSideToCanvas(doc, net, "front", 2, noImages);
    let dark = 0;
    for (let x = 10; x < 200; x += 2) for (let y = 10; y < 70; y += 2) if (pixelAt(canvas, x, y).hex < "#404040") dark++;
    expect(dark).toBeGreaterThan(20);
    expect(pixelAt(canvas, 300, 100).hex).toBe("#ffffff");
  });

  it("draws only once the fonts of the side's text have loaded or failed", async () => {
    const { api, created } = fakeFontFaces();
    const doc = designWith({
      front: {
        background: "#ffffff",
        elements: [
          textElement({ id: "a", fontId: "oswald", fontWeight: 300, text: "LEKKO" }),
          textElement({ id: "b", fontId: "playfair-display", fontWeight: 700, italic: true }),
        ],
      },
      top: { background: null, elements: [textElement({ id: "c", fontId: "space-mono" })] },
    });
    let drawn = false;
    const rendering = renderSideToCanvas(doc, net, "front", 2, noImages, { fonts: new FontLoader(api) }).then((canvas) => {
      drawn = true;
      return canvas;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Only the side's own fonts are asked for.
    expect(created.map((face) => [face.family, face.descriptors])).toEqual([
      ["Oswald", { weight: "300", style: "normal" }],
      ["Playfair Display", { weight: "700", style: "italic" }],
    ]);
    created[0]!.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBe(false);
    created[1]!.release(false);
    expect((await rendering).width).toBe(Math.round(front.width * 2));
  });

  it("refuses a side the model does not print and a nonsense resolution", async () => {
    const shipping = buildNet("shipping-box", { length: 200, width: 150, height: 70 });
    await expect(renderSideToCanvas(designWith({}), shipping, "top", 1, noImages)).rejects.toThrow(/no printable top side/);
    await expect(renderSideToCanvas(designWith({}), net, "front", 0, noImages)).rejects.toThrow(RangeError);
  });

  it("exports a PNG, capped to a thumbnail's size", async () => {
    const doc = designWith({ front: { background: "#123456", elements: [] } });
    const url = await exportSidePng(doc, net, "front", { maxPx: 300, loadImage: noImages });
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    const png = Buffer.from(url.slice("data:image/png;base64,".length), "base64");
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(Math.max(width, height)).toBe(300);
    expect(width / height).toBeCloseTo(front.width / front.height, 1);
  });
});
