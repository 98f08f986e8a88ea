import { z } from "zod";
import type { ApiService } from "@/lib/api/api-service";
import { loadOpenCart } from "@/components/cart/useCart";
import type { PrintQuality } from "@/lib/catalog/constants";
import { fetchPriceList, tierFor } from "@/lib/pricing/client";
import { UnexpectedAnswerError } from "./design-api";

/**
 * Into the order: the price of the design's box at a quantity and print quality,
 * from the same price list the configurator reads, and the line that carries the
 * design into the visitor's cart (created when there is none), as the cart adds
 * lines: POST v2/orders/{number}/line_item.
 */

const orderSchema = z.object({ number: z.string() });

/** The visitor's open cart; a new one when there is none in this storefront. */
async function openCart(api: ApiService): Promise<string> {
  const open = orderSchema.safeParse(await loadOpenCart(api));
  if (open.success) return open.data.number;
  const created = orderSchema.safeParse(await api.post("v2/orders", {}, { auth: true }));
  if (!created.success) throw new UnexpectedAnswerError("new order", created.error);
  return created.data.number;
}

export interface DesignLine {
  sku: string;
  quantity: number;
  designId: number;
  printQuality: PrintQuality | null;
}

export async function addDesignLine(api: ApiService, line: DesignLine): Promise<void> {
  const number = await openCart(api);
  await api.post(
    `v2/orders/${encodeURIComponent(number)}/line_item`,
    {
      sku: line.sku,
      quantity: line.quantity,
      box_design_id: line.designId,
      ...(line.printQuality ? { options: { print_quality: line.printQuality } } : {}),
      purchase_trigger: "editor",
    },
    { auth: true },
  );
}

export interface PiecePrice {
  /** Of one piece, minor units, as the storefront shows prices (with or without VAT). */
  unit: number;
  total: number;
  display: "gross" | "net-plus-vat" | "no-vat";
}


/** Piece prices of a sku at each quantity asked, for one print quality. */
export async function fetchPrices(
  api: ApiService,
  product: { slug: string; sku: string; sizeCode: string },
  printQuality: PrintQuality | null,
  quantities: readonly number[],
): Promise<Map<number, PiecePrice>> {
  const list = await fetchPriceList(api, { product: product.slug, productSize: product.sizeCode, extras: printQuality ?? undefined });
  const variant = list.variants.find((candidate) => candidate.sku === product.sku);
  const prices = new Map<number, PiecePrice>();
  if (!variant) return prices;
  for (const quantity of quantities) {
    const tier = tierFor(variant.volume_prices, quantity);
    if (!tier) continue;
    const unit = list.price_display === "gross" ? tier.price_with_vat : tier.price;
    prices.set(quantity, { unit, total: unit * quantity, display: list.price_display });
  }
  return prices;
}
