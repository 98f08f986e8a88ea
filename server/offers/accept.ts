import { eq, inArray } from "drizzle-orm";
import { getRegion } from "@/regions";
import type { Currency } from "@/regions/schema";
import { findVariant } from "@/server/catalog/variants";
import { companyIdOf } from "@/server/companies/access";
import type { Database } from "@/server/db/client";
import { boxDesigns, lineItems, offerEvents, offerLineItems, offers, orders } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import { createOrder, CUSTOM_CHANNEL, recalculate, type OrderRow } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";
import { buyerSideOf } from "./buyer-side";
import { expireDueOffers, type OfferRow, type OfferWithLines } from "./service";
import { isPastDue, refusedMove } from "./states";

/**
 * Accepting an offer: the buyer picks lines and gets one order with channel
 * 'custom' holding them at the offer's prices, which then goes through the normal
 * checkout. The offer row is locked for the whole of it, so a double click or two
 * tabs make one order: the second accept answers the first one's order.
 * Only the buyer's side accepts (ADR 0032): the link alone is not enough.
 */
export async function acceptOffer(
  db: Database,
  user: UserRow,
  token: string,
  lineIds: readonly number[],
): Promise<{ accepted: OfferWithLines; order: OrderRow }> {
  await expireDueOffers(db);
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.token, token)).for("update");
    if (!offer || offer.state === "draft") throw notFound("No such offer");
    const lines = await tx.select().from(offerLineItems).where(eq(offerLineItems.offerId, offer.id));
    if (offer.state === "accepted") {
      const [order] = offer.orderId ? await tx.select().from(orders).where(eq(orders.id, offer.orderId)) : [];
      if (order && order.userId === user.id) return { accepted: { offer, lines }, order };
      throw refusedMove(offer.state);
    }
    if (offer.state !== "sent" && offer.state !== "viewed") throw refusedMove(offer.state);
    // Expiry was settled just before; this catches the second in between.
    if (isPastDue(offer, new Date())) throw refusedMove("expired");
    // A company's offer is its members' to accept; another company's member finds no such offer, whatever their address (ADR 0055).
    const callerCompany = await companyIdOf(tx, user);
    if (offer.companyId !== null && callerCompany !== null && callerCompany !== offer.companyId) throw notFound("No such offer");
    if (offer.companyId === null || callerCompany !== offer.companyId) requireBuyerSide(offer, user);

    const wanted = new Set(lineIds);
    const chosen = lines.filter((line) => wanted.has(line.id));
    if (wanted.size === 0 || chosen.length !== wanted.size) {
      throw badRequest("invalid_line_items", "Choose one or more lines of this offer", { field: "line_item_ids" });
    }

    const region = getRegion(offer.region);
    const created = await createOrder(tx, user, region, offer.currency as Currency, {
      channel: CUSTOM_CHANNEL,
      orderManagerId: offer.managerId,
      email: user.email ?? offer.email,
    });
    // A design travels with a line only when it is the buyer's own: the order's lines must be theirs.
    const designIds = chosen.map((line) => line.boxDesignId).filter((id): id is number => id !== null);
    const owned = designIds.length
      ? new Set(
          (await tx.select({ id: boxDesigns.id, userId: boxDesigns.userId }).from(boxDesigns).where(inArray(boxDesigns.id, designIds)))
            .filter((row) => row.userId === user.id)
            .map((row) => row.id),
        )
      : new Set<number>();
    await tx.insert(lineItems).values(
      chosen.map((line) => {
        const variant = findVariant(region.id, line.sku);
        if (!variant) throw new HttpError(409, "offer_product_unavailable", `The product ${line.sku} is no longer sold`, { line_item_id: line.id });
        return {
          orderId: created.id,
          kind: "product" as const,
          variantId: variant.id,
          sku: variant.sku,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.total,
          fixedUnitPrice: line.unitPrice,
          offerLineItemId: line.id,
          name: line.name,
          // The line is made as offered: its size is the sku's (a custom one included), its options the offer's.
          options: line.options,
          description: line.description || null,
          boxDesignId: line.boxDesignId !== null && owned.has(line.boxDesignId) ? line.boxDesignId : null,
        };
      }),
    );
    const { order } = await recalculate(tx, created, region);
    const now = new Date();
    const [accepted] = await tx
      .update(offers)
      .set({ state: "accepted", orderId: order.id, acceptedAt: now, updatedAt: now })
      .where(eq(offers.id, offer.id))
      .returning();
    await tx.insert(offerEvents).values({ offerId: offer.id, name: "accepted", userId: user.id });
    return { accepted: { offer: accepted!, lines }, order };
  });
}

/** Accepting takes the addressed buyer's account or a colleague's; anyone else is told to sign in with the addressed one. */
function requireBuyerSide(offer: OfferRow, user: UserRow): void {
  if (user.anonymous || !user.email) throw new HttpError(403, "offer_sign_in_required", "Sign in with the account this offer was sent to, to accept it");
  // The addressed address stays out of the answer: the caller may be anyone who got hold of the link.
  if (!buyerSideOf(user, offer.email))
    throw new HttpError(403, "offer_not_yours", "This offer was sent to another account; sign in with that account to accept it");
}
