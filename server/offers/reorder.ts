import { eq } from "drizzle-orm";
import { getRegion } from "@/regions";
import type { Database } from "@/server/db/client";
import { lineItems, offerLineItems, offers } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { findVariant } from "@/server/catalog/variants";
import { changeOrder, createOrder, CUSTOM_CHANNEL, insertLineItem, openCartOf } from "@/server/orders/service";
import { companyIdOf } from "@/server/companies/access";
import { negotiatedEntryFor } from "@/server/price-lists/resolve";
import type { UserRow } from "@/server/users/serialize";
import { buyerSideOf } from "./buyer-side";

/**
 * Ordering an accepted offer's line again (docs/adr/0054-offer-line-configuration.md):
 * while the offer is valid, the line goes into the buyer's open cart exactly as
 * offered (size, options, notes) at the offer's price; once its date has passed the
 * price is no longer promised, and the buyer is told to ask again (409
 * offer_price_expired, with what to ask for), unless the buyer's company has a
 * negotiated price for that product and size today (ADR 0056): then the line goes
 * into the cart as offered and is priced by the company's list like any cart line.
 * Only the buyer's side may: anyone else is told there is no such line.
 */
export async function orderOfferLineAgain(db: Database, user: UserRow, lineId: number, now = new Date()): Promise<{ orderNumber: string }> {
  const [row] = await db
    .select({ line: offerLineItems, offer: offers })
    .from(offerLineItems)
    .innerJoin(offers, eq(offers.id, offerLineItems.offerId))
    .where(eq(offerLineItems.id, lineId));
  if (!row || row.offer.state !== "accepted" || user.anonymous || !buyerSideOf(user, row.offer.email)) throw notFound("No such offer line", { id: lineId });
  const { line, offer } = row;
  const region = getRegion(offer.region);
  const variant = findVariant(region.id, line.sku);
  const expired = offer.validUntil.getTime() <= now.getTime();
  // After the offer's date, the company's negotiated price for the product and size still holds.
  const negotiated = expired && variant ? await negotiatedEntryFor(db, await companyIdOf(db, user), region, variant) : null;
  if (expired && !negotiated) {
    throw new HttpError(409, "offer_price_expired", "The offer's price was valid until its date; ask for a new quote for this line", {
      sku: line.sku,
      quantity: line.quantity,
    });
  }
  if (!variant) throw new HttpError(409, "offer_product_unavailable", `The product ${line.sku} is no longer sold`, { line_item_id: line.id });
  // An offer's own order (channel 'custom', still open until paid) is not the buyer's cart: the line goes into the cart.
  const open = await openCartOf(db, user, region);
  const cart = open && open.channel !== CUSTOM_CHANNEL ? open : await createOrder(db, user, region);
  const { order } = await changeOrder(db, user, cart.number, async (context) => {
    const { tx, order } = context;
    if (negotiated) {
      // Through the cart's own path: priced by the company's list, its quantity free to change.
      const added = await insertLineItem(context, {
        sku: variant.sku,
        quantity: line.quantity,
        options: { material: line.options.material, print_mode: line.options.printMode, finish: line.options.finish, print_quality: line.options.printQuality },
        purchase_trigger: "plus_reorder",
      });
      await tx
        .update(lineItems)
        .set({ name: line.name, description: line.description || null })
        .where(eq(lineItems.id, added.id));
      return;
    }
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
