import { refreshQuantityOptions } from "./quantity-options";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bundles, lineItems, orders } from "@/server/db/schema";
import { badRequest } from "@/server/http/errors";
import { findVariantById } from "@/server/catalog/variants";
import { takesDesignExtras } from "@/server/samples/line-rules";
import { backToCart, bundleOf, lineOf, type LineItemRow, type OrderChangeContext } from "./service";

/**
 * The extras an order can carry besides products: an expert check per product
 * line, trees planted through the sustainability extra, and bundles (lines added
 * as one set whose quantity changes together). Prices come from recalculation.
 */

export async function addExpertCheck(context: OrderChangeContext, parentId: number): Promise<LineItemRow> {
  const parent = await lineOf(context, parentId);
  if (parent.kind !== "product") throw badRequest("invalid_parent", "An expert check belongs to a product line", { field: "parent_id" });
  // Plain products and sample packs have no design of the shopper's to check (docs/adr/0024-cart-line-shapes.md).
  const variant = parent.variantId ? findVariantById(parent.variantId, parent.sku) : undefined;
  if (variant && !takesDesignExtras(variant.product)) {
    throw badRequest("expert_check_not_offered", "This product is made without a design of yours, so there is nothing for an expert to check", {
      field: "parent_id",
    });
  }
  const [existing] = await context.tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.orderId, context.order.id), eq(lineItems.kind, "expert_check"), eq(lineItems.parentId, parentId)));
  if (existing) return existing;
  const [line] = await context.tx
    .insert(lineItems)
    .values({ orderId: context.order.id, kind: "expert_check", parentId, quantity: 1, unitPrice: 0, total: 0 })
    .returning();
  return line!;
}

export async function removeExpertCheck(context: OrderChangeContext, parentId: number): Promise<void> {
  await context.tx.delete(lineItems).where(and(eq(lineItems.orderId, context.order.id), eq(lineItems.kind, "expert_check"), eq(lineItems.parentId, parentId)));
}

/** Sets how many trees the order plants; 0 removes the tree line. */
export async function setTrees(context: OrderChangeContext, quantity: number): Promise<void> {
  const { tx, order } = context;
  const [existing] = await tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.orderId, order.id), eq(lineItems.kind, "trees")));
  if (quantity === 0) {
    if (existing) await tx.delete(lineItems).where(eq(lineItems.id, existing.id));
    return;
  }
  if (existing) await tx.update(lineItems).set({ quantity, updatedAt: new Date() }).where(eq(lineItems.id, existing.id));
  else await tx.insert(lineItems).values({ orderId: order.id, kind: "trees", quantity, unitPrice: 0, total: 0 });
}

/** Trees planted by completed orders: everybody's, or one user's. */
export async function plantedTrees(db: Database, userId?: number): Promise<number> {
  const conditions = [eq(lineItems.kind, "trees"), eq(orders.state, "complete")];
  if (userId !== undefined) conditions.push(eq(orders.userId, userId));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${lineItems.quantity})` })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

export async function createBundle(context: OrderChangeContext, quantity: number) {
  const [bundle] = await context.tx.insert(bundles).values({ orderId: context.order.id, quantity }).returning();
  return bundle!;
}

/** Every product line of the bundle takes the bundle's new quantity. */
export async function setBundleQuantity(context: OrderChangeContext, bundleId: number, quantity: number): Promise<void> {
  await bundleOf(context, bundleId);
  await context.tx.update(bundles).set({ quantity }).where(eq(bundles.id, bundleId));
  const changed = await context.tx
    .update(lineItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(lineItems.bundleId, bundleId), eq(lineItems.kind, "product")))
    .returning();
  for (const line of changed) await refreshQuantityOptions(context.tx, line);
  await backToCart(context);
}

export async function destroyBundle(context: OrderChangeContext, bundleId: number): Promise<void> {
  await bundleOf(context, bundleId);
  // Its lines go with it (the foreign key cascades).
  await context.tx.delete(bundles).where(eq(bundles.id, bundleId));
  await backToCart(context);
}
