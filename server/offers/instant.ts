import { eq } from "drizzle-orm";
import { endOfShopDay, shopDayOf } from "@/lib/dates/shop-day";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getRegion } from "@/regions";
import { companyIdOf } from "@/server/companies/access";
import type { Database } from "@/server/db/client";
import { instantQuotes, offerLineItems, offers } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import type { InstantQuoteRow } from "@/server/quotes/instant";
import { confirmationRequired, isOwnConfirmedAddress } from "@/server/mail/third-party";
import { consumeAll } from "@/server/security/rate-limit";
import { newSecret } from "@/server/security/tokens";
import type { UserRow } from "@/server/users/serialize";
import { lineValues, mailOffer, offerById, record, type OfferWithLines } from "./service";

/** Offers mailed from instant quotes: 10 per client address and 3 per recipient an hour. */
export const INSTANT_OFFER_LIMITS = { address: 10, recipient: 3, windowSeconds: 60 * 60 };

/**
 * An instant quote made into an offer: sent at once (no manager drafts it), valid
 * to the end of the shop's day the quote's prices run out (validity is a day), and accepted like any other offer. Asking twice
 * answers the same offer.
 *
 * The offer is mailed, so (ADR 0033) it goes only to the caller's own confirmed
 * address, or to another address from a confirmed account; each new offer counts
 * against `INSTANT_OFFER_LIMITS` per client address and per recipient first.
 */
export async function offerFromInstantQuote(
  db: Database,
  user: UserRow,
  quote: InstantQuoteRow,
  email: string | undefined,
  address: string,
): Promise<{ offer: OfferWithLines; created: boolean }> {
  if (quote.offerId) return { offer: await offerById(db, quote.offerId), created: false };
  const recipient = (email ?? user.email)?.toLowerCase();
  if (!recipient) throw badRequest("email_required", "Give the e-mail address the offer is for", { field: "email" });
  if (quote.validUntil.getTime() <= Date.now()) throw new HttpError(409, "instant_quote_expired", "This instant quote's prices no longer hold");
  // A confirmed account may pass an offer on to a colleague; nobody else makes the shop mail a stranger.
  if (!isOwnConfirmedAddress(user, recipient) && (user.anonymous || !user.confirmedAt)) throw confirmationRequired();
  await consumeAll(db, [
    { key: `instant_offer:address:${address}`, limit: INSTANT_OFFER_LIMITS.address, windowSeconds: INSTANT_OFFER_LIMITS.windowSeconds },
    { key: `instant_offer:recipient:${recipient}`, limit: INSTANT_OFFER_LIMITS.recipient, windowSeconds: INSTANT_OFFER_LIMITS.windowSeconds },
  ]);
  const region = getRegion(quote.region);
  const locale: Locale = isLocale(user.locale) ? user.locale : region.locale;
  const lines = await Promise.all(
    quote.lines.map((line) => lineValues(region, locale, { sku: line.sku, quantity: line.quantity, unitPrice: line.unit_price })),
  );
  const made = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(instantQuotes).where(eq(instantQuotes.id, quote.id)).for("update");
    if (locked!.offerId) return { id: locked!.offerId, created: false };
    const now = new Date();
    const [offer] = await tx
      .insert(offers)
      .values({
        token: newSecret(),
        state: "sent",
        region: region.id,
        currency: quote.currency,
        locale,
        email: recipient,
        validUntil: endOfShopDay(shopDayOf(quote.validUntil))!,
        sentAt: now,
        companyId: await companyIdOf(tx, user),
      })
      .returning();
    await tx.insert(offerLineItems).values(lines.map((line) => ({ ...line, offerId: offer!.id })));
    await tx.update(instantQuotes).set({ offerId: offer!.id }).where(eq(instantQuotes.id, quote.id));
    await record(tx, offer!.id, "sent", user.id);
    return { id: offer!.id, created: true };
  });
  const offer = await offerById(db, made.id);
  if (made.created) await mailOffer(db, offer);
  return { offer, created: made.created };
}
