import { and, eq, sql } from "drizzle-orm";
import { quantityStepsFor } from "@/lib/catalog/constants";
import { getRegion } from "@/regions";
import { findVariantById } from "@/server/catalog/variants";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { lineItems, orders, quantityOptions } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import type { PriceOptions } from "@/server/pricing/engine";
import type { UserRow } from "@/server/users/serialize";
import { entryFor, negotiatedPricesOfOrder } from "@/server/price-lists/resolve";
import { priceProductLine } from "./pricing";
import type { LineItemRow, OrderRow } from "./service";

/**
 * Quantity options of a product line: the next few quantity steps above what the
 * buyer chose, priced from the same ladder when shown, so the cart can say what a
 * larger run would cost per box. Hidden options stay hidden until the quantity
 * changes; selecting one sets the line to it.
 */

export const QUANTITY_OPTION_COUNT = 3;

/** Replaces the line's options with the steps above its quantity. */
export async function refreshQuantityOptions(tx: Tx, line: Pick<LineItemRow, "id" | "kind" | "quantity" | "variantId" | "sku">): Promise<void> {
  await tx.delete(quantityOptions).where(eq(quantityOptions.lineItemId, line.id));
  if (line.kind !== "product") return;
  const product = line.variantId ? findVariantById(line.variantId, line.sku)?.product : undefined;
  const above = quantityStepsFor(product?.skuModel)
    .filter((step) => step > line.quantity)
    .slice(0, QUANTITY_OPTION_COUNT);
  if (above.length > 0) await tx.insert(quantityOptions).values(above.map((quantity) => ({ lineItemId: line.id, quantity })));
}

export interface QuantityOptionView {
  id: number;
  quantity: number;
  price: number;
  total: number;
  visible: boolean;
}

/**
 * Every order answer shows its lines' options, so the query is built once per
 * database; it reads them by the order rather than by a list of line ids, which
 * would make a new SQL text for each number of lines.
 */
const orderQuantityOptions = preparedQuery((db) =>
  db
    .select({ option: quantityOptions })
    .from(quantityOptions)
    .innerJoin(lineItems, eq(lineItems.id, quantityOptions.lineItemId))
    .where(eq(lineItems.orderId, sql.placeholder("orderId")))
    .orderBy(quantityOptions.quantity)
    .prepare("order_quantity_options"),
);

/** The options of an order's lines with today's prices, by line id. */
export async function quantityOptionsOf(db: Database | Tx, order: OrderRow, lines: readonly LineItemRow[]): Promise<Map<number, QuantityOptionView[]>> {
  const products = lines.filter((line) => line.kind === "product");
  const byLine = new Map<number, QuantityOptionView[]>();
  if (products.length === 0) return byLine;
  const rows = (await orderQuantityOptions(db).execute({ orderId: order.id })).map((row) => row.option);
  const region = getRegion(order.region);
  const countryIso = order.shipCountryIso ?? region.defaultShippingCountryCode;
  // A larger run of a company's line is offered at its negotiated price, as the cart would charge it.
  const negotiated = await negotiatedPricesOfOrder(db, order, region, products);
  for (const row of rows) {
    // Only the lines the answer shows: one added since they were read waits for the next read.
    const line = products.find((candidate) => candidate.id === row.lineItemId);
    if (!line) continue;
    const variant = findVariantById(line.variantId!, line.sku);
    if (!variant) continue;
    const input = {
      region,
      variant,
      quantity: row.quantity,
      options: line.options as PriceOptions,
      paidAssets: line.paidAssets,
      countryIso,
      negotiated: entryFor(negotiated, variant),
    };
    let price: { unitPrice: number; total: number };
    try {
      price = priceProductLine({ ...input, expressDeliveryOptionId: line.expressDeliveryOptionId });
    } catch {
      price = priceProductLine({ ...input, expressDeliveryOptionId: null });
    }
    const list = byLine.get(row.lineItemId) ?? [];
    list.push({ id: row.id, quantity: row.quantity, price: price.unitPrice, total: price.total, visible: row.visible });
    byLine.set(row.lineItemId, list);
  }
  return byLine;
}

/** The option with its line and order, if the line is on one of the user's orders. */
export async function ownedQuantityOption(db: Database, user: UserRow, optionId: number) {
  const [row] = await db
    .select({ option: quantityOptions, lineId: lineItems.id, number: orders.number })
    .from(quantityOptions)
    .innerJoin(lineItems, eq(lineItems.id, quantityOptions.lineItemId))
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(quantityOptions.id, optionId), eq(orders.userId, user.id)));
  if (!row) throw notFound("No such quantity option", { id: optionId });
  return row;
}

export async function toggleQuantityOption(tx: Tx, optionId: number): Promise<void> {
  const [option] = await tx.select().from(quantityOptions).where(eq(quantityOptions.id, optionId));
  if (!option) throw notFound("No such quantity option", { id: optionId });
  await tx.update(quantityOptions).set({ visible: !option.visible }).where(eq(quantityOptions.id, optionId));
}
