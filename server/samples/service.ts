import { and, asc, eq, inArray } from "drizzle-orm";
import type { Region } from "@/regions/schema";
import { productsInRegion } from "@/server/catalog/service";
import type { ProductDefinition, ProductShape } from "@/server/catalog/types";
import { findVariant, VARIANTS, type Variant } from "@/server/catalog/variants";
import type { Database } from "@/server/db/client";
import { lineItems, quantityOptions } from "@/server/db/schema";
import { badRequest } from "@/server/http/errors";
import { priceProductLine } from "@/server/orders/pricing";
import { backToCart, changeOrder, createOrder, openCartOf, type LineItemRow, type OrderChangeContext, type OrderRow } from "@/server/orders/service";
import { priceList } from "@/server/pricing/service";
import type { UserRow } from "@/server/users/serialize";
import { isSamplePack } from "./line-rules";

/**
 * Custom sample packs: a box holding one piece of each product type the shopper
 * picks, so they can hold the board and the print before ordering a run. A cart
 * holds at most one pack; ordering again changes what is in it.
 */

/** Most product types one pack holds: what fits its box side by side. */
export const MAX_SAMPLES = 6;

/** Pack layouts the warehouse can put together; only the first exists so far. */
export const SAMPLE_PACK_VERSIONS: readonly number[] = [1];

/** Rolls and sheets are sold by the roll or the ream: there is no single piece of them to put in a pack. */
const NOT_SAMPLED_SHAPES: ReadonlySet<ProductShape> = new Set(["tape", "sheet"]);

export { isSamplePack };

/**
 * Product types of a storefront that a pack can hold: those printed to a design.
 * Plain (designless) boxes are left out because the pack shows how print looks on
 * each board, and their boards come in the printed types too.
 */
export function sampledProducts(region: Region): ProductDefinition[] {
  return productsInRegion(region).filter((product) => !isSamplePack(product) && !product.designless && !NOT_SAMPLED_SHAPES.has(product.shape));
}

export interface SamplePackOffer {
  sku: string;
  /** How many packs a line holds: the smallest quantity the price ladder prices. */
  quantity: number;
  /** Net price of one pack and of the line, in the storefront's minor units. */
  unitPrice: number;
  total: number;
}

/**
 * The pack as the storefront sells it, priced from the sample-pack variant's
 * ladder like any other line; null where the storefront sells no sample packs.
 */
export function samplePackOffer(region: Region): SamplePackOffer | null {
  const variant = VARIANTS.find((candidate) => candidate.region === region.id && isSamplePack(candidate.product));
  if (!variant) return null;
  const [tier] = priceList({ product: variant.product.slug, region, productSize: variant.size.code }).variants[0]!.volume_prices;
  return { sku: variant.sku, quantity: tier!.range_start, unitPrice: tier!.price, total: tier!.price * tier!.range_start };
}

export interface SamplePackRequest {
  sku: string;
  samples: readonly string[];
  version: number;
}

function samplePackVariant(region: Region, sku: string): Variant {
  const variant = findVariant(region.id, sku);
  if (!variant || !isSamplePack(variant.product)) {
    throw badRequest("invalid_sku", `No sample pack ${sku} in the ${region.id} storefront`, { field: "sku" });
  }
  return variant;
}

/** The samples as given, or the first thing wrong with them. */
function checkedSamples(region: Region, samples: readonly string[]): string[] {
  if (samples.length === 0) throw badRequest("samples_required", "Choose at least one product type for the pack", { field: "samples" });
  if (samples.length > MAX_SAMPLES) {
    throw badRequest("too_many_samples", `A pack holds at most ${MAX_SAMPLES} product types`, { field: "samples", maximum: MAX_SAMPLES });
  }
  const offered = new Set<string>(sampledProducts(region).map((product) => product.slug));
  const seen = new Set<string>();
  for (const [index, sample] of samples.entries()) {
    if (!offered.has(sample)) {
      throw badRequest("unknown_sample", `${sample} cannot go into a sample pack in the ${region.id} storefront`, { field: "samples", index, sample });
    }
    if (seen.has(sample)) throw badRequest("duplicate_sample", `${sample} is in the pack twice`, { field: "samples", index, sample });
    seen.add(sample);
  }
  return [...samples];
}

function checkVersion(version: number): void {
  if (!SAMPLE_PACK_VERSIONS.includes(version)) {
    throw badRequest("unsupported_version", `There is no sample pack version ${version}`, { field: "version", supported: SAMPLE_PACK_VERSIONS });
  }
}

/** The order's sample-pack line, however it was added, if it has one. */
async function samplePackLineOf({ tx, order }: OrderChangeContext): Promise<LineItemRow | undefined> {
  const packIds = VARIANTS.filter((variant) => variant.region === order.region && isSamplePack(variant.product)).map((variant) => variant.id);
  const [line] = await tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.orderId, order.id), eq(lineItems.kind, "product"), inArray(lineItems.variantId, packIds)))
    .orderBy(asc(lineItems.id))
    .limit(1);
  return line;
}

async function putPackInOrder(context: OrderChangeContext, variant: Variant, samples: string[]): Promise<void> {
  const { tx, order, region } = context;
  const quantity = samplePackOffer(region)!.quantity;
  // Priced now so the row is complete; the order's recalculation prices it again with the rest.
  const price = priceProductLine({
    region,
    variant,
    quantity,
    options: {},
    expressDeliveryOptionId: null,
    paidAssets: [],
    countryIso: order.shipCountryIso ?? region.defaultShippingCountryCode,
  });
  const pack = { variantId: variant.id, sku: variant.sku, quantity, samples, unitPrice: price.unitPrice, total: price.total };
  const existing = await samplePackLineOf(context);
  if (existing) {
    await tx
      .update(lineItems)
      .set({ ...pack, updatedAt: new Date() })
      .where(eq(lineItems.id, existing.id));
    // The pack line offers no larger runs, whatever a plain line of it offered before.
    await tx.delete(quantityOptions).where(eq(quantityOptions.lineItemId, existing.id));
  } else {
    await tx.insert(lineItems).values({ orderId: order.id, kind: "product", options: {}, purchaseTrigger: "sample_pack", ...pack });
  }
  await backToCart(context);
}

/**
 * Puts a sample pack into the user's open cart in this storefront (a new cart when
 * there is none), or changes the samples of the pack already there. Everything is
 * checked before the cart is touched, so a refused pack leaves no empty cart behind.
 */
export async function orderSamplePack(
  db: Database,
  user: UserRow,
  region: Region,
  request: SamplePackRequest,
): Promise<{ order: OrderRow; lines: LineItemRow[] }> {
  const variant = samplePackVariant(region, request.sku);
  const samples = checkedSamples(region, request.samples);
  checkVersion(request.version);
  const cart = (await openCartOf(db, user, region)) ?? (await createOrder(db, user, region));
  const { order, lines } = await changeOrder(db, user, cart.number, (context) => putPackInOrder(context, variant, samples));
  return { order, lines };
}
