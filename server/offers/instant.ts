import { eq } from "drizzle-orm";
import { endOfShopDay, shopDayOf } from "@/lib/dates/shop-day";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getRegion } from "@/regions";
import type { Database } from "@/server/db/client";
import { instantQuotes, offerLineItems, offers } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import type { InstantQuoteRow } from "@/server/quotes/instant";
import { newSecret } from "@/server/security/tokens";
import type { UserRow } from "@/server/users/serialize";
import { lineValues, mailOffer, offerById, record, type OfferWithLines } from "./service";

/**
 * An instant quote made into an offer: sent at once (no manager drafts it), valid
 * to the end of the shop's day the quote's prices run out (validity is a day), and accepted like any other offer. Asking twice
 * answers the same offer.
 */
export async function offerFromInstantQuote(
  db: Database,
  user: UserRow,
  quote: InstantQuoteRow,
  email: string | undefined,
): Promise<{ offer: OfferWithLines; created: boolean }> {
  if (quote.offerId) return { offer: await offerById(db, quote.offerId), created: false };
  const recipient = (email ?? user.email)?.toLowerCase();
  if (!recipient) throw badRequest("email_required", "Give the e-mail address the offer is for", { field: "email" });
  if (quote.validUntil.getTime() <= Date.now()) throw new HttpError(409, "instant_quote_expired", "This instant quote's prices no longer hold");
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
