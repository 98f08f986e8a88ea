import { describe, expect, it } from "vitest";
import { imageElement, qrElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { patchFromNode } from "./element-geometry";
import { ALL_ANCHORS, CORNER_ANCHORS, TEXT_ANCHORS, transformRules } from "./transform-rules";

describe("what the Transformer's handles do", () => {
  it("keeps pictures and QR codes in proportion from their corners, texts from theirs with side handles for the width", () => {
    expect(transformRules([imageElement(), qrElement()])).toEqual({ keepRatio: true, shiftBehavior: "inverted", enabledAnchors: CORNER_ANCHORS });
    expect(transformRules([textElement()])).toEqual({ keepRatio: true, shiftBehavior: "inverted", enabledAnchors: TEXT_ANCHORS });
    expect(TEXT_ANCHORS).not.toContain("top-center");
    expect(TEXT_ANCHORS).not.toContain("bottom-center");
    expect(transformRules([textElement(), shapeElement()])).toEqual({ keepRatio: false, shiftBehavior: "default", enabledAnchors: ALL_ANCHORS });
    expect(transformRules([])).toMatchObject({ keepRatio: false });
  });

  it("bakes an even corner scale into a text's font size, and a rewrapped width into its box alone", () => {
    const text = textElement({ width: 100, height: 12, fontSize: 10 });
    expect(patchFromNode(text, { x: text.x, y: text.y, rotation: 0, scaleX: 1.5, scaleY: 1.5 })).toMatchObject({ fontSize: 15, width: 150, height: 18 });
    const rewrapped = patchFromNode(text, { x: text.x, y: text.y, rotation: 0, scaleX: 1, scaleY: 1, width: 30, height: 24 });
    expect(rewrapped).toEqual({ width: 30, height: 24 });
  });
});
