import { describe, expect, it } from "vitest";
import { staticGraph } from "@/components/configurator/static-graph.testing";

/**
 * The product page's first load must not carry three.js (the 3D viewer is fetched when
 * the shopper presses "View in 3D"). This walks the page's static imports (type-only
 * imports and dynamic import() left out, as the bundler leaves them out of a page's
 * first chunks) through every module of ours it reaches, and lists the packages it
 * reaches. The page is a server component, so this is stricter than the browser's
 * first load: nothing on the page's static graph, client or server, may import three.
 */
const PAGE = "app/[region]/[locale]/products/[slug]/page.tsx";
const BUTTON = "components/product-viewer/ProductViewerButton.tsx";
/** The page places the button through this, whose code follows the first load. */
const LATER = "components/product-viewer/ProductViewerButtonLater.tsx";
const THREE = ["three", "@react-three/fiber", "@react-three/drei", "three-stdlib"];

describe("the product page's first load", () => {
  it("places the 3D viewer's button, and reaches neither three.js, @react-three/fiber nor drei by a static import", () => {
    const page = staticGraph(PAGE);
    expect(page.modules).toContain(LATER);
    expect(page.dynamic).toContainEqual({ from: LATER, to: "@/components/configurator/after-first-load" });
    expect(page.packages.has("react")).toBe(true);
    expect(THREE.filter((name) => page.packages.has(name))).toEqual([]);
    expect(page.modules.filter((module) => module.startsWith("editor/preview3d/") && !module.endsWith("board-colours.ts"))).toEqual([]);
    // The chunk that follows the page, with the button in it, carries none of them either.
    const later = staticGraph("components/configurator/after-first-load.ts");
    expect(later.modules).toContain(BUTTON);
    expect(THREE.filter((name) => later.packages.has(name))).toEqual([]);
  });

  it("gets three.js only through the button's dynamic import of the viewer, which does reach it", () => {
    const button = staticGraph(BUTTON);
    expect(button.dynamic).toEqual([{ from: BUTTON, to: "./ProductViewerDialog" }]);
    const viewer = staticGraph("components/product-viewer/ProductViewerDialog.tsx");
    // The same walk finds three where it is, so the first test cannot pass by finding nothing.
    expect(THREE.filter((name) => viewer.packages.has(name))).toEqual(expect.arrayContaining(["three", "@react-three/fiber", "@react-three/drei"]));
  });
});
