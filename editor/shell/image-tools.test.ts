import { describe, expect, it } from "vitest";
import { imageElement } from "@/lib/design/sample-designs";
import { corners } from "@/editor/canvas2d/element-geometry";
import type { ImageElement } from "@/lib/design";
import { coverCrop, cropOf, cropPatch, imageName, replacePatch, trimOf, FULL_CROP } from "./image-tools";

/** Where a point of the picture (fractions of the whole picture) shows on the side, for an image element. */
function whereShows(element: ReturnType<typeof imageElement>, u: number, v: number) {
  const crop = element.crop ?? FULL_CROP;
  let lx = ((u - crop.x) / crop.width) * element.width;
  let ly = ((v - crop.y) / crop.height) * element.height;
  if (element.flipX) lx = element.width - lx;
  if (element.flipY) ly = element.height - ly;
  const turn = (element.rotation * Math.PI) / 180;
  return { x: element.x + lx * Math.cos(turn) - ly * Math.sin(turn), y: element.y + lx * Math.sin(turn) + ly * Math.cos(turn) };
}

describe("cropping a picture", () => {
  it("keeps what stays visible where it was, turned and flipped alike", () => {
    for (const overrides of [
      {},
      { rotation: 30 },
      { flipX: true as const },
      { flipY: true as const, rotation: -45 },
      { crop: { x: 0.1, y: 0.2, width: 0.6, height: 0.5 } },
    ]) {
      const photo = imageElement({ x: 10, y: 20, width: 60, height: 40, ...overrides });
      const next = { x: 0.25, y: 0.3, width: 0.5, height: 0.4 };
      const cropped = { ...photo, ...cropPatch(photo, next) } as typeof photo;
      for (const [u, v] of [
        [0.3, 0.35],
        [0.7, 0.6],
      ] as const) {
        const before = whereShows(photo, u, v);
        const after = whereShows(cropped, u, v);
        expect(after.x).toBeCloseTo(before.x, 2);
        expect(after.y).toBeCloseTo(before.y, 2);
      }
    }
  });

  it("stores a full crop as none, and turns the shopper's trims into a crop and back", () => {
    const photo = imageElement({ crop: { x: 0.1, y: 0, width: 0.8, height: 1 }, width: 40 });
    expect(cropPatch(photo, FULL_CROP)).toMatchObject({ crop: undefined, width: 50 });
    expect(trimOf({ x: 0.1, y: 0.05, width: 0.7, height: 0.9 })).toEqual({ left: 10, top: 5, right: 20, bottom: 5 });
    expect(cropOf({ left: 10, top: 5, right: 20, bottom: 5 })).toEqual({ x: 0.1, y: 0.05, width: 0.7, height: 0.9 });
    // Trims that would leave nothing keep a sliver of the picture.
    const sliver = cropOf({ left: 70, top: 0, right: 70, bottom: 0 });
    expect(sliver.width).toBeGreaterThan(0.019);
    expect(sliver.x + sliver.width).toBeLessThanOrEqual(1);
  });
});

describe("replacing a picture", () => {
  it("keeps the box, fills it from the new picture's centre without stretching, and takes the file's name", () => {
    const photo = imageElement({ x: 5, y: 6, width: 40, height: 20, rotation: 10, opacity: 0.5, flipX: true, crop: { x: 0, y: 0, width: 0.5, height: 1 } });
    const square = replacePatch(photo, { fileId: "new-file", width: 300, height: 300, name: "  summer   logo.png " });
    expect(square).toEqual({ fileId: "new-file", crop: { x: 0, y: 0.25, width: 1, height: 0.5 }, name: "summer logo.png" });
    const wide = replacePatch(photo, { fileId: "wide", width: 800, height: 200, name: null }) as Partial<ImageElement>;
    expect(wide.crop).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    expect(wide.name).toBeUndefined();
    expect((replacePatch(photo, { fileId: "same-shape", width: 400, height: 200 }) as Partial<ImageElement>).crop).toBeUndefined();
    expect(coverCrop(1, { width: 0, height: 0 })).toBeUndefined();
    expect(imageName("x".repeat(150))).toHaveLength(100);
    // The turned box itself stays: none of its corners are in the patch.
    expect(Object.keys(square)).not.toContain("x");
    expect(corners(photo)).toHaveLength(4);
  });
});
