import { z } from "@hono/zod-openapi";
import QRCode from "qrcode";
import { OFFER_STATES } from "@/lib/b2b/states";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { eventsOf, itemTotalOf, managerView, offerUrl, quoteRequestNumberOf, type OfferWithLines } from "./service";

/** Offers as the API shows them (spec section 3: id, currency, email, order_number, order_manager, valid_until, url, qr_number). */

const ManagerSchema = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable();

export const OfferLineSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int(),
    total: z.number().int(),
    box_design_id: z.number().int().nullable(),
  })
  .openapi("OfferLine");

export const PublicOfferSchema = z
  .object({
    id: z.number().int(),
    token: z.string(),
    state: z.enum(OFFER_STATES),
    expired: z.boolean(),
    region: z.string(),
    currency: z.string(),
    locale: z.string(),
    email: z.string(),
    message: z.string(),
    order_number: z.string().nullable(),
    order_manager: ManagerSchema,
    valid_until: z.string(),
    url: z.string(),
    qr_number: z.string().nullable(),
    qr_svg: z.string(),
    line_items: z.array(OfferLineSchema),
    item_total: z.number().int(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    viewed_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
  })
  .openapi("PublicOffer");

export const OfferSchema = PublicOfferSchema.extend({
  events: z.array(z.object({ name: z.string(), created_at: z.string() })),
}).openapi("Offer");

export async function serializePublicOffer(db: Database, { offer, lines }: OfferWithLines) {
  const url = offerUrl(offer);
  const [manager, qrNumber, order, qrSvg] = await Promise.all([
    managerView(db, offer.managerId),
    quoteRequestNumberOf(db, offer.quoteRequestId),
    offer.orderId ? db.select({ number: orders.number }).from(orders).where(eq(orders.id, offer.orderId)) : Promise.resolve([]),
    QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
  ]);
  return {
    id: offer.id,
    token: offer.token,
    state: offer.state,
    expired: offer.state === "expired",
    region: offer.region,
    currency: offer.currency,
    locale: offer.locale,
    email: offer.email,
    message: offer.message,
    order_number: order[0]?.number ?? null,
    order_manager: manager,
    valid_until: offer.validUntil.toISOString(),
    url,
    qr_number: qrNumber,
    qr_svg: qrSvg,
    line_items: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      total: line.total,
      box_design_id: line.boxDesignId,
    })),
    item_total: itemTotalOf(lines),
    created_at: offer.createdAt.toISOString(),
    sent_at: offer.sentAt?.toISOString() ?? null,
    viewed_at: offer.viewedAt?.toISOString() ?? null,
    accepted_at: offer.acceptedAt?.toISOString() ?? null,
  };
}

/** The manager's view adds what happened to the offer. */
export async function serializeOffer(db: Database, offer: OfferWithLines) {
  const [view, events] = await Promise.all([serializePublicOffer(db, offer), eventsOf(db, offer.offer.id)]);
  return { ...view, events: events.map((event) => ({ name: event.name, created_at: event.createdAt.toISOString() })) };
}
