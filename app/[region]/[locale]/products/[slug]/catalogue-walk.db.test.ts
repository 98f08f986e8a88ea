import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RegionProvider } from "@/components/providers/region";
import { SAMPLE_PACKS_PATH } from "@/components/sample-packs/path";
import { configurationFromSearchParams, configurationToLineItem } from "@/lib/catalog/line-configuration";
import { editorFlavourOf, type EditorFlavour } from "@/lib/dielines";
import { loadMessages } from "@/lib/i18n/messages";
import { ALL_REGIONS } from "@/regions";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { resolveSku } from "@/server/catalog/editor-products";
import { productsInRegion } from "@/server/catalog/service";
import { sampledProducts } from "@/server/samples/service";
import { apiClient } from "@/test/api";
import ProductPage from "./page";

/**
 * Issue 23: every product page of every storefront leads somewhere that works.
 * The walk renders each product page as the shopper gets it and follows its one
 * action: an editor link must open a product the editor draws (and the API starts
 * a design for it), a cart link must carry a line the cart API adds, and the
 * sample pack's page leads to a pack the API puts in the cart.
 */

let catalogue: Awaited<ReturnType<typeof loadMessages>>;
let language: Region["locale"] = "en-US";
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    setRequestLocale: () => undefined,
    getTranslations: async (arg?: string | { namespace?: string }) => {
      const namespace = typeof arg === "string" ? arg : arg?.namespace;
      return createTranslator({ locale: language, messages: catalogue, namespace: namespace as never });
    },
  };
});
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  notFound: () => {
    throw new Error("not found");
  },
}));

const api = apiClient();

/** Products this branch makes designable; each must open the product editor. */
const FLAT_AND_BAGS = [
  "paper-bag",
  "tote-bag",
  "doypack-bag",
  "poly-mailer",
  "bio-poly-mailer",
  "recycled-poly-mailer",
  "paper-mailer",
  "rigid-envelope",
  "square-label",
  "printed-card",
];
/** Pre-printed with the shop's own design: straight to the cart. */
const PRE_PRINTED = ["pre-printed-mailer-box-eco", "pre-printed-mailer-box-full-color", "pre-printed-kraft-tape"];
/** Boxes sold without a box sku model, on their own nets since issue 23 (ADR 0036): the box editor. */
const NEW_BOXES = ["cake-box", "magnetic-box", "rigid-drawer-box", "rigid-box", "rigid-box-two-pieces", "special-box", "carrier-box"];
/**
 * The pattern products and the paper can: until their models land they are
 * ordered with the artwork sent afterwards (ADR 0037), then designed online.
 * Either way their page must lead to a working editor or an add-to-cart, which
 * is all the walk asks of them.
 */
const DESIGNABLE_OR_TO_THE_CART = ["tissue-paper", "packing-paper", "packing-tape", "kraft-tape", "paper-can"];

type Action = { kind: "editor"; flavour: EditorFlavour; query: URLSearchParams } | { kind: "cart"; query: URLSearchParams } | { kind: "samplePacks" };

async function actionOf(region: Region, slug: string): Promise<Action> {
  language = region.locale;
  catalogue = await loadMessages(region.locale);
  const page = await ProductPage({ params: Promise.resolve({ region: region.id, locale: region.languageTag, slug }) });
  // The provider the storefront's layout puts above the configurator island.
  const html = renderToStaticMarkup(RegionProvider({ regionId: region.id, pathPrefix: "", children: page }));
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));
  const actions: Action[] = hrefs.flatMap((href): Action[] => {
    const url = new URL(href, "https://shop.example");
    const path = url.pathname;
    if (path === regionPath(region, SAMPLE_PACKS_PATH)) return [{ kind: "samplePacks" }];
    if (path === regionPath(region, "/box/design")) return [{ kind: "editor", flavour: "box", query: url.searchParams }];
    if (path === regionPath(region, "/editor/product/design")) return [{ kind: "editor", flavour: "product", query: url.searchParams }];
    if (path === regionPath(region, "/cart")) return [{ kind: "cart", query: url.searchParams }];
    return [];
  });
  expect(actions, `${region.id} ${slug}: one way on from the page`).toHaveLength(1);
  return actions[0]!;
}

async function visitor(region: Region) {
  const { body } = await api.get("/api/users/create_anonymous", { region: region.id });
  return { token: body.token as string, region: region.id };
}

describe("the catalogue walk", () => {
  it("leads from every product page of every storefront to a working editor or an add-to-cart", { timeout: 600_000 }, async () => {
    const seen = new Map<string, Set<Action["kind"]>>();
    const designed = new Set<string>();
    for (const region of ALL_REGIONS) {
      const me = await visitor(region);
      const { body: cart } = await api.post("/api/v2/orders", {}, { token: me.token, region: region.id });
      for (const product of productsInRegion(region)) {
        const where = `${region.id} ${product.slug}`;
        const action = await actionOf(region, product.slug);
        seen.set(product.slug, (seen.get(product.slug) ?? new Set()).add(action.kind));
        if (action.kind === "editor") {
          const sku = action.query.get("sku")!;
          const opened = resolveSku(region, sku, (slug) => slug);
          expect(opened, where).toMatchObject({ kind: "designable" });
          if (opened?.kind !== "designable") continue;
          expect(editorFlavourOf(opened.model), `${where} opens in its own editor`).toBe(action.flavour);
          if (!designed.has(product.slug)) {
            // What the editor does first: start a design of the sku (once per product).
            const started = await api.post("/api/box_designs", { box_design: { sku } }, { token: me.token, region: region.id });
            expect(started.status, `${where} ${JSON.stringify(started.body)}`).toBe(201);
            designed.add(product.slug);
          }
        } else if (action.kind === "cart") {
          // What the cart page does with the address (components/cart/requested-line.ts).
          const read = configurationFromSearchParams(action.query);
          expect(read.ok, where).toBe(true);
          if (!read.ok) continue;
          const added = await api.post(
            `/api/v2/orders/${cart.number}/line_item`,
            { ...configurationToLineItem(read.configuration), purchase_trigger: "configurator" },
            { token: me.token, region: region.id },
          );
          expect(added.status, `${where} ${JSON.stringify(added.body)}`).toBe(200);
        } else {
          const samples = sampledProducts(region)
            .slice(0, 2)
            .map((sampled) => sampled.slug);
          const pack = await api.post(
            "/api/custom_sample_pack",
            { sku: `${product.slug}-300x220x100`, samples, version: 1 },
            { token: me.token, region: region.id },
          );
          expect(pack.status, `${where} ${JSON.stringify(pack.body)}`).toBe(201);
        }
      }
    }

    const kinds = (slug: string) => [...(seen.get(slug) ?? [])];
    for (const slug of FLAT_AND_BAGS) expect(kinds(slug), slug).toEqual(["editor"]);
    for (const slug of NEW_BOXES) expect(kinds(slug), slug).toEqual(["editor"]);
    for (const slug of PRE_PRINTED) expect(kinds(slug), slug).toEqual(["cart"]);
    expect(kinds("sample-packs")).toEqual(["samplePacks"]);
    for (const slug of DESIGNABLE_OR_TO_THE_CART) for (const kind of kinds(slug)) expect(["editor", "cart"], slug).toContain(kind);
    // Every product type the shop lists was walked somewhere.
    expect(seen.size).toBe(42);
  });
});
