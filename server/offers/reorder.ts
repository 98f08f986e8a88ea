import { eq } from "drizzle-orm";
import { getRegion } from "@/regions";
import type { Database } from "@/server/db/client";
import { lineItems, offerLineItems, offers } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { findVariant } from "@/server/catalog/variants";
import { changeOrder, createOrder, CUSTOM_CHANNEL, openCartOf } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";
import { buyerSideOf } from "./buyer-side";

/**
 * Ordering an accepted offer's line again (docs/adr/0054-offer-line-configuration.md):
 * while the offer is valid, the line goes into the buyer's open cart exactly as
 * offered (size, options, notes) at the offer's price; once its date has passed the
 * price is no longer promised, and the buyer is told to ask again (409
 * offer_price_expired, with what to ask for). Only the buyer's side may: anyone else
 * is told there is no such line.
 */
export async function orderOfferLineAgain(db: Database, user: UserRow, lineId: number, now = new Date()): Promise<{ orderNumber: string }> {
  const [row] = await db
    .select({ line: offerLineItems, offer: offers })
    .from(offerLineItems)
    .innerJoin(offers, eq(offers.id, offerLineItems.offerId))
    .where(eq(offerLineItems.id, lineId));
  if (!row || row.offer.state !== "accepted" || user.anonymous || !buyerSideOf(user, row.offer.email)) throw notFound("No such offer line", { id: lineId });
  const { line, offer } = row;
  if (offer.validUntil.getTime() <= now.getTime()) {
    throw new HttpError(409, "offer_price_expired", "The offer's price was valid until its date; ask for a new quote for this line", {
      sku: line.sku,
      quantity: line.quantity,
    });
  }
  const region = getRegion(offer.region);
  const variant = findVariant(region.id, line.sku);
  if (!variant) throw new HttpError(409, "offer_product_unavailable", `The product ${line.sku} is no longer sold`, { line_item_id: line.id });
  // An offer's own order (channel 'custom', still open until paid) is not the buyer's cart: the line goes into the cart.
  const open = await openCartOf(db, user, region);
  const cart = open && open.channel !== CUSTOM_CHANNEL ? open : await createOrder(db, user, region);
  const { order } = await changeOrder(db, user, cart.number, async ({ tx, order }) => {
    await tx.insert(lineItems).values({
      orderId: order.id,
      kind: "product",
      variantId: variant.id,
      sku: variant.sku,
      quantity: line.quantity,
      options: line.options,
      unitPrice: line.unitPrice,
      total: line.total,
      fixedUnitPrice: line.unitPrice,
      offerLineItemId: line.id,
      name: line.name,
      description: line.description || null,
      purchaseTrigger: "plus_reorder",
    });
  });
  return { orderNumber: order.number };
}
