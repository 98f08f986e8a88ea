import { z } from "@hono/zod-openapi";
import QRCode from "qrcode";
import { OFFER_STATES } from "@/lib/b2b/states";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { LineOptionsSchema } from "@/server/orders/schemas";
import { eq } from "drizzle-orm";
import { offerAmounts } from "./amounts";
import { acceptedBy, eventsOf, itemTotalOf, managerView, offerUrl, quoteRequestNumberOf, type OfferWithLines } from "./service";

/** Offers as the API shows them (spec section 3: id, currency, email, order_number, order_manager, valid_until, url, qr_number). */

const ManagerSchema = z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable();

export const OfferLineSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    options: LineOptionsSchema.openapi({
      description: "The line's material, print mode, finish and print quality; with the sku, what the order line is made as",
    }),
    unit_price: z.number().int(),
    total: z.number().int(),
    /** With the storefront's VAT, rounded on the line (docs/adr/0019-one-price-rule.md): what the checkout will charge for it. */
    unit_price_with_vat: z.number().int(),
    total_with_vat: z.number().int(),
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
    item_total_with_vat: z.number().int(),
    vat_rate: z
      .number()
      .openapi({ description: "The storefront's VAT rate for a buyer in its own country; the order's may differ (reverse charge, another country)" }),
    price_display: z.enum(["gross", "net-plus-vat", "no-vat"]),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    viewed_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
  })
  .openapi("PublicOffer");

export const OfferSchema = PublicOfferSchema.extend({
  events: z.array(z.object({ name: z.string(), created_at: z.string() })),
  /** The account that accepted the offer (the addressed buyer or a colleague, ADR 0032); when is `accepted_at`. */
  accepted_by: z
    .object({ id: z.number().int(), email: z.string(), name: z.string(), addressee: z.boolean() })
    .nullable()
    .openapi({ description: "Who accepted the offer; addressee is false when a colleague on the buyer's company domain did" }),
}).openapi("Offer");

/** Stored options (the price engine's names) as the API names them. */
function wireOptions(options: Record<string, string>): z.infer<typeof LineOptionsSchema> {
  const wire = { material: options.material, print_mode: options.printMode, finish: options.finish, print_quality: options.printQuality };
  return Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined)) as z.infer<typeof LineOptionsSchema>;
}

export async function serializePublicOffer(db: Database, { offer, lines }: OfferWithLines) {
  const url = offerUrl(offer);
  const [manager, qrNumber, order, qrSvg] = await Promise.all([
    managerView(db, offer.managerId),
    quoteRequestNumberOf(db, offer.quoteRequestId),
    offer.orderId ? db.select({ number: orders.number }).from(orders).where(eq(orders.id, offer.orderId)) : Promise.resolve([]),
    QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
  ]);
  // The basis the storefront shows, as its checkout will charge the lines for a buyer in its own country.
  const amounts = offerAmounts(offer.region, lines);
  const shown = lines.map((line, index) => ({ line, ...amounts.lines[index]! }));
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
    line_items: shown.map(({ line, unitPrice, total }) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      options: wireOptions(line.options),
      unit_price: line.unitPrice,
      total: line.total,
      unit_price_with_vat: unitPrice.gross,
      total_with_vat: total.gross,
      box_design_id: line.boxDesignId,
    })),
    item_total: itemTotalOf(lines),
    item_total_with_vat: amounts.itemTotal.gross,
    vat_rate: amounts.vatRate,
    price_display: amounts.display,
    created_at: offer.createdAt.toISOString(),
    sent_at: offer.sentAt?.toISOString() ?? null,
    viewed_at: offer.viewedAt?.toISOString() ?? null,
    accepted_at: offer.acceptedAt?.toISOString() ?? null,
  };
}

/** The manager's view adds what happened to the offer. */
export async function serializeOffer(db: Database, offer: OfferWithLines) {
  const [view, events, accepter] = await Promise.all([serializePublicOffer(db, offer), eventsOf(db, offer.offer.id), acceptedBy(db, offer.offer.id)]);
  return {
    ...view,
    events: events.map((event) => ({ name: event.name, created_at: event.createdAt.toISOString() })),
    accepted_by: accepter ? { ...accepter, addressee: accepter.email.toLowerCase() === offer.offer.email.toLowerCase() } : null,
  };
}
