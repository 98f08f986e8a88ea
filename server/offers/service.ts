import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import QRCode from "qrcode";
import type { OfferState } from "@/lib/b2b/states";
import { formatValidUntil } from "@/lib/dates/shop-day";
import { offerAmounts } from "./amounts";
import type { Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { findRegion, getRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { translatedNames } from "@/server/catalog/service";
import { sizeErrorOfSku } from "@/server/catalog/custom-sizes";
import { findVariant } from "@/server/catalog/variants";
import { belongsToOtherCompany } from "@/server/companies/access";
import type { Database, Tx } from "@/server/db/client";
import { offerEvents, offerLineItems, offers, quoteRequests, users } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import { QR_CODE_SIZE } from "@/server/mail/render";
import { deliverMail, queueMail, renderMail, type OutgoingMail } from "@/server/mail/service";
import { offerMailBlock } from "./mail";
import { priceOptions, type WireOptions } from "@/server/orders/service";
import { MAX_ORDER_TOTAL } from "@/server/orders/totals";
import { newSecret } from "@/server/security/tokens";
import { isManager } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { canMove, OPEN_STATES, refusedMove } from "./states";

/**
 * Offers from the order manager's side (drafts, lines, sending, withdrawing) and
 * reading one by its token. Every change to an offer runs with its row locked, so
 * a send racing an edit or two accepts never see half of each other.
 */

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLineItems.$inferSelect;
export interface OfferWithLines {
  offer: OfferRow;
  lines: OfferLineRow[];
}

export const MAX_OFFER_LINES = 50;
/** How far ahead an offer may be valid. */
export const MAX_VALIDITY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfferLineInput {
  sku: string;
  name?: string;
  description?: string;
  quantity: number;
  /** Material, print mode, finish, print quality as the cart's wire names them; checked against the product. */
  options?: WireOptions;
  unitPrice: number;
  boxDesignId?: number | null;
}

export interface NewOffer {
  email: string;
  region: string;
  locale?: Locale;
  validUntil: Date;
  message?: string;
  quoteRequestId?: number;
  lines?: OfferLineInput[];
}

export type OfferChange = Partial<Pick<NewOffer, "email" | "region" | "locale" | "validUntil" | "message">>;

const invalidValidUntil = (message: string) => new HttpError(422, "invalid_valid_until", message, { field: "valid_until" });

function storefront(id: string): Region {
  const region = findRegion(id);
  if (!region) throw badRequest("unknown_region", `No storefront ${id}`, { field: "region" });
  return region;
}

function checkValidUntil(validUntil: Date, now = new Date()): void {
  if (validUntil.getTime() <= now.getTime()) throw invalidValidUntil("An offer must be valid until a date still to come");
  if (validUntil.getTime() > now.getTime() + MAX_VALIDITY_DAYS * DAY_MS) throw invalidValidUntil(`An offer may be valid for at most ${MAX_VALIDITY_DAYS} days`);
}

/**
 * A line's columns: the variant (a catalogue size or a custom one within the product's limits)
 * must be sold in the offer's storefront, and the options must be the product's; the name
 * defaults to the product's with its size. The sku and options are the line's whole
 * configuration, so the order line is made as offered (docs/adr/0054-offer-line-configuration.md).
 */
export async function lineValues(region: Region, locale: Locale, input: OfferLineInput) {
  const variant = findVariant(region.id, input.sku);
  // A custom size the product is not made in says which dimension and its limit, as the cart does.
  if (!variant) throw sizeErrorOfSku(input.sku) ?? badRequest("invalid_variant", `No variant ${input.sku} in the ${region.id} storefront`, { field: "sku" });
  const productName = (await translatedNames()).get(variant.product.slug)?.[locale] ?? variant.product.slug;
  const options = priceOptions(variant, input.options) as Record<string, string>;
  return {
    sku: variant.sku,
    name: input.name?.trim() || `${productName} ${variant.size.code}`,
    description: input.description?.trim() ?? "",
    quantity: input.quantity,
    options,
    unitPrice: input.unitPrice,
    total: input.unitPrice * input.quantity,
    boxDesignId: input.boxDesignId ?? null,
  };
}

export async function record(db: Database | Tx, offerId: number, name: string, userId: number | null = null): Promise<void> {
  await db.insert(offerEvents).values({ offerId, name, userId });
}

async function linesOfOffer(db: Database | Tx, offerId: number): Promise<OfferLineRow[]> {
  return db.select().from(offerLineItems).where(eq(offerLineItems.offerId, offerId)).orderBy(asc(offerLineItems.id));
}

async function lockedOffer(tx: Tx, id: number): Promise<OfferRow> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
  if (!offer) throw notFound("No such offer", { id });
  return offer;
}

function checkOfferTotal(lines: readonly { total: number }[]): void {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  if (total > MAX_ORDER_TOTAL)
    throw badRequest("offer_too_large", `An offer's lines may come to at most ${MAX_ORDER_TOTAL} in minor units`, { field: "line_items", total });
}

function requireDraft(offer: OfferRow): void {
  if (offer.state !== "draft") throw new HttpError(409, "offer_not_draft", "Only a draft offer can change");
}

export async function createOffer(db: Database, manager: UserRow, input: NewOffer): Promise<OfferWithLines> {
  const region = storefront(input.region);
  const locale = input.locale ?? region.locale;
  checkValidUntil(input.validUntil);
  if ((input.lines?.length ?? 0) > MAX_OFFER_LINES)
    throw badRequest("too_many_lines", `An offer holds at most ${MAX_OFFER_LINES} lines`, { field: "line_items" });
  const lines = await Promise.all((input.lines ?? []).map((line) => lineValues(region, locale, line)));
  checkOfferTotal(lines);
  return db.transaction(async (tx) => {
    let companyId: number | null = null;
    if (input.quoteRequestId !== undefined) {
      const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, input.quoteRequestId)).for("update");
      if (!request) throw badRequest("invalid_quote_request", "No such quote request", { field: "quote_request_id" });
      // The offer answers the request's company (ADR 0055).
      companyId = request.companyId;
      if (request.state === "new") {
        await tx
          .update(quoteRequests)
          .set({ state: "in_progress", managerId: request.managerId ?? manager.id, updatedAt: new Date() })
          .where(eq(quoteRequests.id, request.id));
      }
    }
    const [offer] = await tx
      .insert(offers)
      .values({
        token: newSecret(),
        region: region.id,
        currency: region.currency,
        locale,
        email: input.email.toLowerCase(),
        message: input.message?.trim() ?? "",
        quoteRequestId: input.quoteRequestId ?? null,
        managerId: manager.id,
        validUntil: input.validUntil,
        companyId,
      })
      .returning();
    const written =
      lines.length > 0
        ? await tx
            .insert(offerLineItems)
            .values(lines.map((line) => ({ ...line, offerId: offer!.id })))
            .returning()
        : [];
    await record(tx, offer!.id, "created", manager.id);
    return { offer: offer!, lines: written };
  });
}

/** The offer's lines re-read after a change, with the offer as it now stands. */
async function withLines(db: Database | Tx, offer: OfferRow): Promise<OfferWithLines> {
  return { offer, lines: await linesOfOffer(db, offer.id) };
}

/** Sent or viewed offers whose date has passed become expired, each with its 'expired' event. */
export async function expireDueOffers(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(offers)
      .set({ state: "expired", updatedAt: now })
      .where(and(inArray(offers.state, [...OPEN_STATES]), lt(offers.validUntil, now)))
      .returning({ id: offers.id });
    if (expired.length > 0) await tx.insert(offerEvents).values(expired.map(({ id }) => ({ offerId: id, name: "expired" })));
  });
}

export async function offerById(db: Database, id: number): Promise<OfferWithLines> {
  await expireDueOffers(db);
  const [offer] = await db.select().from(offers).where(eq(offers.id, id));
  if (!offer) throw notFound("No such offer", { id });
  return withLines(db, offer);
}

export async function listOffers(db: Database, state?: OfferState): Promise<OfferWithLines[]> {
  await expireDueOffers(db);
  const rows = await db
    .select()
    .from(offers)
    .where(state ? eq(offers.state, state) : undefined)
    .orderBy(desc(offers.createdAt), desc(offers.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(offerLineItems)
    .where(
      inArray(
        offerLineItems.offerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(offerLineItems.id));
  return rows.map((offer) => ({ offer, lines: lines.filter((line) => line.offerId === offer.id) }));
}

export async function changeDraft(db: Database, id: number, change: OfferChange): Promise<OfferWithLines> {
  return db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, id);
    requireDraft(offer);
    const set: Partial<OfferRow> = { updatedAt: new Date() };
    if (change.email !== undefined) set.email = change.email.toLowerCase();
    if (change.message !== undefined) set.message = change.message.trim();
    if (change.locale !== undefined) set.locale = change.locale;
    if (change.validUntil !== undefined) {
      checkValidUntil(change.validUntil);
      set.validUntil = change.validUntil;
    }
    if (change.region !== undefined && change.region !== offer.region) {
      const region = storefront(change.region);
      const lines = await linesOfOffer(tx, offer.id);
      const foreign = lines.find((line) => !findVariant(region.id, line.sku));
      if (foreign) throw badRequest("invalid_variant", `The ${region.id} storefront does not sell ${foreign.sku}`, { field: "region" });
      // Prices were typed in the old currency: a new storefront's currency needs them typed again.
      if (region.currency !== offer.currency && lines.length > 0) {
        throw new HttpError(409, "offer_has_prices", "Remove the lines before moving the offer to a storefront with another currency", { field: "region" });
      }
      set.region = region.id;
      set.currency = region.currency;
    }
    const [updated] = await tx.update(offers).set(set).where(eq(offers.id, offer.id)).returning();
    return withLines(tx, updated!);
  });
}

export async function addOfferLine(db: Database, offerId: number, input: OfferLineInput): Promise<OfferWithLines> {
  return db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, offerId);
    requireDraft(offer);
    const lines = await linesOfOffer(tx, offer.id);
    if (lines.length >= MAX_OFFER_LINES) throw badRequest("too_many_lines", `An offer holds at most ${MAX_OFFER_LINES} lines`, { field: "offer_id" });
    const values = await lineValues(getRegion(offer.region), offer.locale as Locale, input);
    checkOfferTotal([...lines, values]);
    await tx.insert(offerLineItems).values({ ...values, offerId: offer.id });
    return withLines(tx, offer);
  });
}

/** Stored options (the price engine's names) in the wire's names, to be checked again with a change. */
function wireOptionsOf(options: Record<string, string>): WireOptions {
  return { material: options.material, print_mode: options.printMode, finish: options.finish, print_quality: options.printQuality };
}

async function lineWithOffer(tx: Tx, lineId: number): Promise<{ line: OfferLineRow; offer: OfferRow }> {
  const [line] = await tx.select().from(offerLineItems).where(eq(offerLineItems.id, lineId));
  if (!line) throw notFound("No such offer line", { id: lineId });
  const offer = await lockedOffer(tx, line.offerId);
  requireDraft(offer);
  return { line, offer };
}

export async function changeOfferLine(db: Database, lineId: number, change: Partial<OfferLineInput>): Promise<OfferWithLines> {
  return db.transaction(async (tx) => {
    const { line, offer } = await lineWithOffer(tx, lineId);
    const values = await lineValues(getRegion(offer.region), offer.locale as Locale, {
      sku: change.sku ?? line.sku,
      // A new sku without a new name takes the new product's name.
      name: change.name ?? (change.sku && change.sku !== line.sku ? undefined : line.name),
      description: change.description ?? line.description,
      quantity: change.quantity ?? line.quantity,
      // Options kept from before are the engine's names; a change is the wire's, on top of them.
      options: { ...wireOptionsOf(line.options), ...change.options },
      unitPrice: change.unitPrice ?? line.unitPrice,
      boxDesignId: change.boxDesignId !== undefined ? change.boxDesignId : line.boxDesignId,
    });
    checkOfferTotal((await linesOfOffer(tx, offer.id)).map((other) => (other.id === line.id ? values : other)));
    await tx.update(offerLineItems).set(values).where(eq(offerLineItems.id, line.id));
    return withLines(tx, offer);
  });
}

export async function removeOfferLine(db: Database, lineId: number): Promise<OfferWithLines> {
  return db.transaction(async (tx) => {
    const { line, offer } = await lineWithOffer(tx, lineId);
    await tx.delete(offerLineItems).where(eq(offerLineItems.id, line.id));
    return withLines(tx, offer);
  });
}

export function offerUrl(offer: Pick<OfferRow, "region" | "token">): string {
  return regionUrl(getRegion(offer.region), `/offer/${offer.token}/review`, siteConfigFromEnv());
}

export function itemTotalOf(lines: readonly OfferLineRow[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}

/** The manager as the buyer sees them on the offer. */
export async function managerView(db: Database | Tx, managerId: number | null) {
  if (!managerId) return null;
  const [manager] = await db.select().from(users).where(eq(users.id, managerId));
  if (!manager?.email) return null;
  return { email: manager.email, name: [manager.firstName, manager.lastName].filter(Boolean).join(" ") || manager.email, avatar: manager.avatarUrl };
}

export async function mailOffer(db: Database, { offer, lines }: OfferWithLines): Promise<void> {
  const region = getRegion(offer.region);
  const locale = offer.locale as Locale;
  const url = offerUrl(offer);
  const manager = await managerView(db, offer.managerId);
  const note = offer.message.trim();
  const mail: OutgoingMail = {
    to: offer.email,
    kind: "offer_sent",
    locale,
    link: url,
    region: region.id,
    // A PNG attached and shown by cid: mail programs drop data: images. Twice the size shown, for phone screens.
    qrCode: await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 2 * QR_CODE_SIZE }),
    values: {
      // On the storefront's basis, as the offer page and the checkout state it; written as the mail's language writes prices.
      total: formatMinorUnits(offerAmounts(offer.region, lines).shownItemTotal, priceFormatterOf(region, textLocaleOf(locale, region))),
      // The day the manager picked, in the buyer's language (the moment kept is its end in the shop's zone).
      validUntil: formatValidUntil(offer.validUntil, locale),
      manager: manager?.name ?? "",
      hasManager: manager ? "yes" : "no",
      note,
      hasNote: note ? "yes" : "no",
    },
  };
  // The mail lists what is offered, line by line, not only what it adds up to.
  const content = await renderMail(mail.kind, locale, url, mail.values, {
    region: region.id,
    qrCode: mail.qrCode,
    block: await offerMailBlock(offer.region, locale, lines),
  });
  await deliverMail(db, await queueMail(db, mail, content));
}

/**
 * Sends a draft to the buyer (or the mail again for an offer already sent). The
 * state moves in the transaction; the mail is written after it, so a failed send
 * leaves a draft that can be sent again rather than a sent offer nobody was told of.
 */
export async function sendOffer(db: Database, manager: UserRow, id: number): Promise<OfferWithLines> {
  await expireDueOffers(db);
  const sent = await db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, id);
    if (offer.state !== "draft" && !OPEN_STATES.includes(offer.state)) throw refusedMove(offer.state);
    const lines = await linesOfOffer(tx, offer.id);
    if (lines.length === 0) throw new HttpError(422, "offer_empty", "An offer needs at least one line before it is sent", { field: "line_items" });
    checkValidUntil(offer.validUntil);
    const now = new Date();
    const [updated] = await tx
      .update(offers)
      .set({ state: offer.state === "draft" ? "sent" : offer.state, sentAt: now, managerId: offer.managerId ?? manager.id, updatedAt: now })
      .where(eq(offers.id, offer.id))
      .returning();
    await record(tx, offer.id, "sent", manager.id);
    if (offer.quoteRequestId) await tx.update(quoteRequests).set({ state: "offered", updatedAt: now }).where(eq(quoteRequests.id, offer.quoteRequestId));
    return { offer: updated!, lines };
  });
  await mailOffer(db, sent);
  return sent;
}

export async function withdrawOffer(db: Database, manager: UserRow, id: number): Promise<OfferWithLines> {
  await expireDueOffers(db);
  return db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, id);
    if (!canMove(offer.state, "withdrawn")) throw refusedMove(offer.state);
    const now = new Date();
    const [updated] = await tx.update(offers).set({ state: "withdrawn", updatedAt: now }).where(eq(offers.id, offer.id)).returning();
    await record(tx, offer.id, "withdrawn", manager.id);
    if (offer.quoteRequestId) await settleRequestAfterWithdrawal(tx, offer.quoteRequestId, now);
    return withLines(tx, updated!);
  });
}

/**
 * A request said "offered" while an offer of it was out; once none is (its only
 * offer withdrawn), it is back in the manager's hands, not a promise the buyer
 * still reads as "Offer sent".
 */
async function settleRequestAfterWithdrawal(tx: Tx, quoteRequestId: number, now: Date): Promise<void> {
  const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)).for("update");
  if (request?.state !== "offered") return;
  const standing = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.quoteRequestId, quoteRequestId), inArray(offers.state, ["sent", "viewed", "accepted"])))
    .limit(1);
  if (standing.length === 0) await tx.update(quoteRequests).set({ state: "in_progress", updatedAt: now }).where(eq(quoteRequests.id, quoteRequestId));
}

/**
 * An offer by its token. The buyer's first look at a sent offer makes it viewed;
 * a preview (the manager checking what the buyer will see) changes nothing.
 * Drafts exist only for managers.
 */
export async function offerByToken(db: Database, token: string, viewer: UserRow | null, preview: boolean): Promise<OfferWithLines> {
  await expireDueOffers(db);
  const [offer] = await db.select().from(offers).where(eq(offers.token, token));
  if (!offer || (offer.state === "draft" && !(viewer && isManager(viewer)))) throw notFound("No such offer");
  // Another company's member does not see a company's offer, even holding its link (ADR 0055).
  if (viewer && !isManager(viewer) && (await belongsToOtherCompany(db, viewer, offer.companyId))) throw notFound("No such offer");
  if (preview || offer.state !== "sent") return withLines(db, offer);
  const now = new Date();
  const [viewed] = await db
    .update(offers)
    .set({ state: "viewed", viewedAt: now, updatedAt: now })
    .where(and(eq(offers.id, offer.id), eq(offers.state, "sent")))
    .returning();
  // Only the request that made the move records it, however many look at once;
  // the others read the offer as that move left it.
  if (viewed) await record(db, offer.id, "viewed", viewer?.id ?? null);
  const [current] = viewed ? [viewed] : await db.select().from(offers).where(eq(offers.id, offer.id));
  return withLines(db, current!);
}

export async function eventsOf(db: Database, offerId: number) {
  return db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(asc(offerEvents.id));
}

/** The account that accepted the offer, as its 'accepted' event records it (written in the accepting transaction). */
export async function acceptedBy(db: Database | Tx, offerId: number): Promise<{ id: number; email: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(offerEvents)
    .innerJoin(users, eq(users.id, offerEvents.userId))
    .where(and(eq(offerEvents.offerId, offerId), eq(offerEvents.name, "accepted")))
    .orderBy(asc(offerEvents.id))
    .limit(1);
  if (!row?.email) return null;
  return { id: row.id, email: row.email, name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email };
}

export async function quoteRequestNumberOf(db: Database | Tx, quoteRequestId: number | null): Promise<string | null> {
  if (!quoteRequestId) return null;
  const [row] = await db.select({ number: quoteRequests.number }).from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
  return row?.number ?? null;
}
