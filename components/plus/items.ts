import type { PlusOrder } from "./api";

/**
 * The buyer's items: what they have ordered before in this storefront, one entry
 * per product and design, as they ordered it last. Orders of other storefronts
 * stay out: their skus, prices and currency belong to another cart.
 */

export interface PlusItem {
  /** sku and design: the same box with another design is another item. */
  key: string;
  sku: string;
  boxDesignId: number | null;
  /** The product type's slug, for its name in the page's language; null for a product the catalogue no longer has. */
  slug: string | null;
  /** The name a custom order's line was offered under; null for lines from the catalogue. */
  offeredName: string | null;
  /** The name the order's answer gave the product (in the account's language), for a product the catalogue no longer has. */
  orderedName: string;
  thumbnail: string | null;
  /** The quantity and options of the most recent order. */
  quantity: number;
  options: Readonly<Record<string, string | boolean>>;
  /** The offer line the most recent order took it from (its price is the offer's while the offer is valid); null for catalogue lines. */
  offerLineItemId: number | null;
  /** The most recent order paid the company's negotiated price for it (ADR 0056); ordering again asks the list of today. */
  negotiated: boolean;
  orderNumber: string;
  orderedAt: string;
}

const placedAt = (order: PlusOrder) => order.completed_at ?? order.created_at;

export function itemsFromOrders(orders: readonly PlusOrder[], regionId: string): PlusItem[] {
  const newestFirst = orders.filter((order) => order.state === "complete" && order.region === regionId).sort((a, b) => placedAt(b).localeCompare(placedAt(a)));
  const items = new Map<string, PlusItem>();
  for (const order of newestFirst) {
    for (const line of order.line_items) {
      const sku = line.variant?.sku ?? line.sku;
      if (line.kind !== "product" || !sku) continue;
      const key = `${sku}|${line.box_design_id ?? ""}`;
      if (items.has(key)) continue;
      items.set(key, {
        key,
        sku,
        boxDesignId: line.box_design_id,
        slug: line.product?.slug ?? null,
        offeredName: line.name || null,
        orderedName: line.product?.name || line.variant?.name || sku,
        thumbnail: line.thumbnail,
        quantity: line.quantity,
        options: line.options,
        offerLineItemId: line.offer_line_item_id ?? null,
        negotiated: (line.price_list_id ?? null) !== null,
        orderNumber: order.number,
        orderedAt: placedAt(order),
      });
    }
  }
  return [...items.values()];
}
