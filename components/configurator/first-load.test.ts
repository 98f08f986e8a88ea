import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticGraph } from "./static-graph.testing";

/**
 * What the storefront's first load leaves to chunks that follow it (docs/performance.md):
 * sizes, not timings, so these hold on any machine. Each walk also finds what must stay,
 * so a test cannot pass by finding nothing.
 */
const CONFIGURATOR = "components/configurator/Configurator.tsx";
const LAYOUT = "app/[region]/[locale]/layout.tsx";
/** The one module whose code follows the product page's first load. */
const LATER = "components/configurator/after-first-load.ts";
const ROOT = path.resolve(__dirname, "../..");

describe("the product page's first load", () => {
  it("carries of a custom size only the sku check and label, not the fields' rules, words or footprint fetch", () => {
    const island = staticGraph(CONFIGURATOR);
    expect(island.modules).toContain("lib/catalog/sized-sku.ts");
    expect(island.modules).toContain("components/configurator/custom-size.ts");
    const later = [
      "lib/catalog/custom-size.ts",
      "components/configurator/CustomSizeFields.tsx",
      "components/configurator/custom-size-words.ts",
      "components/configurator/use-size-emissions.ts",
    ];
    expect(island.modules.filter((module) => later.includes(module))).toEqual([]);
    expect(island.dynamic).toContainEqual({ from: CONFIGURATOR, to: "./after-first-load" });
    // The fields, once opened, bring their rules and the footprint fetch along.
    const fields = staticGraph("components/configurator/CustomSizeFields.tsx");
    expect(fields.modules).toEqual(expect.arrayContaining(["lib/catalog/custom-size.ts", "components/configurator/use-size-emissions.ts"]));
  });

  it("reads the API through the shop's one client, whose code it fetches after the first load", () => {
    const island = staticGraph(CONFIGURATOR);
    expect(island.modules).toContain("components/configurator/later-api.ts");
    expect(
      island.modules.filter((module) => module.startsWith("lib/api/") && module !== "lib/api/token-storage.ts" && module !== "lib/api/headers.ts"),
    ).toEqual([]);
    expect(island.modules).not.toContain("lib/pricing/line-quote.ts");
    expect(island.dynamic).toContainEqual({ from: "components/configurator/later-api.ts", to: "./after-first-load" });
    expect(staticGraph("components/configurator/api-reads.ts").modules).toEqual(
      expect.arrayContaining(["lib/api/api-service.ts", "lib/pricing/line-quote.ts"]),
    );
  });

  it("gathers what follows the first load in one chunk, which carries none of three.js", () => {
    const later = staticGraph(LATER);
    expect(later.modules).toEqual(
      expect.arrayContaining(["components/configurator/CustomSizeFields.tsx", "components/price-lists/CompanyPriceNote.tsx", "lib/api/api-service.ts"]),
    );
    // The savings table's code follows too: the server's table of the page's quote stands in its place until then.
    expect(later.modules).toContain("components/configurator/SavingsLadder.tsx");
    expect(staticGraph(CONFIGURATOR).modules).not.toContain("components/configurator/SavingsLadder.tsx");
    expect(readFileSync(path.join(ROOT, CONFIGURATOR), "utf8")).toMatch(/<Suspense fallback=\{quote === props\.initialQuote \? props\.ladder : null\}>/);
    expect(["three", "@react-three/fiber", "@react-three/drei"].filter((name) => later.packages.has(name))).toEqual([]);
  });

  it("takes each catalogue size's guide drawn by the server, and draws only a size of the shopper's own after the first load", () => {
    const island = staticGraph(CONFIGURATOR);
    expect(island.modules.filter((module) => /SizeGuide|size-guide/.test(module))).toEqual([]);
    expect(staticGraph("components/configurator/size-guides.tsx").modules).toEqual(
      expect.arrayContaining(["components/configurator/SizeGuide.tsx", "lib/catalog/size-guide.ts"]),
    );
    expect(staticGraph(LATER).modules).toContain("components/configurator/SizeGuide.tsx");
  });

  it("writes amounts without the derivation of a language's price formats", () => {
    const island = staticGraph(CONFIGURATOR).modules;
    expect(island).toContain("lib/money/minor-units.ts");
    expect(island).not.toContain("lib/money/format.ts");
  });

  it("takes each catalogue size's dieline links drawn by the server, and draws only a size of the shopper's own after the first load", () => {
    expect(staticGraph(CONFIGURATOR).modules).not.toContain("components/configurator/dieline-links.tsx");
    expect(readFileSync(path.join(ROOT, CONFIGURATOR), "utf8")).not.toMatch(/format: "pdf" \| "svg"|new URLSearchParams\(\{ sku, format \}\)/);
    expect(staticGraph(LATER).modules).toContain("components/configurator/dieline-links.tsx");
  });

  it("goes without the line item's body, which only the cart and the editor build (the bundler keeps every export of a module the island imports)", () => {
    const island = staticGraph(CONFIGURATOR).modules;
    expect(island).toContain("lib/catalog/line-configuration-url.ts");
    const exporting = island.filter((module) => /export function configurationToLineItem\b/.test(readFileSync(path.join(ROOT, module), "utf8")));
    expect(exporting).toEqual([]);
    expect(staticGraph("components/cart/CartPage.tsx").modules).toContain("lib/catalog/line-item-body.ts");
    expect(staticGraph("editor/shell/order.ts").modules).toContain("lib/catalog/line-item-body.ts");
  });

  it("leaves the phone's bottom bar, shown only once the summary has scrolled away, to the chunk after the first load", () => {
    expect(staticGraph(CONFIGURATOR).modules).not.toContain("components/configurator/StickySummary.tsx");
    expect(staticGraph(CONFIGURATOR).dynamic).toContainEqual({ from: CONFIGURATOR, to: "./after-first-load" });
    expect(staticGraph(LATER).modules).toContain("components/configurator/StickySummary.tsx");
  });

  it("places the gallery's island through a chunk that follows the page", () => {
    const gallery = staticGraph("components/catalog/ProductGallery.tsx");
    expect(gallery.modules).toContain("components/catalog/ProductGalleryLater.tsx");
    expect(gallery.modules).not.toContain("components/catalog/ProductGalleryIsland.tsx");
    expect(gallery.dynamic).toContainEqual({ from: "components/catalog/ProductGalleryLater.tsx", to: "@/components/configurator/after-first-load" });
    expect(staticGraph(LATER).modules).toContain("components/catalog/ProductGalleryIsland.tsx");
  });
});

describe("every storefront page's first load", () => {
  it("starts attribution from a chunk of its own, which the session's first touch waits for", () => {
    const layout = staticGraph(LAYOUT);
    expect(layout.modules).toContain("components/providers/AnalyticsBootstrap.tsx");
    expect(layout.modules).toContain("lib/attribution/start.ts");
    expect(layout.modules.filter((module) => module.startsWith("lib/attribution/") && module !== "lib/attribution/start.ts")).toEqual([]);
    expect(layout.dynamic).toContainEqual({ from: "lib/attribution/start.ts", to: "./browser" });
  });
});
