import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Currency, Region, ShipmentType } from "@/regions/schema";
import { getRegion } from "@/regions";
import { sizeErrorOfSku } from "@/server/catalog/custom-sizes";
import { findVariant, findVariantById, type Variant } from "@/server/catalog/variants";
import { requireDesignForLine } from "@/server/designs/lines";
import type { Database, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { preparedQuery } from "@/server/db/prepared";
import { bundles, lineItems, orders, payments, promotions, users, type StoredAddress } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import type { PriceOptions } from "@/server/pricing/engine";
import { requireOptions } from "@/server/pricing/service";
import { effectiveShipmentType, shipmentOffered } from "@/server/pricing/shipments";
import { syncPricing } from "@/server/pricing/versions";
import { checkSamplePackLine } from "@/server/samples/line-rules";
import type { UserRow } from "@/server/users/serialize";
import { reverseChargeFor } from "@/server/pricing/destination";
import { reverseChargeApplies } from "@/server/pricing/tax";
import { vatRegistry, VatRegistryUnavailable } from "@/server/users/vat/registry";
import { validateVatId, vatCountryOf } from "@/server/users/vat/validate";
import { companyIdOf } from "@/server/companies/access";
import { entryFor, negotiatedEntryFor, negotiatedPricesOfOrder } from "@/server/price-lists/resolve";
import { normalizeCountryIso } from "@/regions/countries";
import { requireDeliverableState } from "@/server/users/states";
import { priceExpertCheck, priceProductLine, priceTree, priceWarranty, WARRANTY, type ServiceName } from "./pricing";
import { checkPromotion, releasePromotion, reservePromotion } from "./promotions";
import { refreshQuantityOptions } from "./quantity-options";
import { taxContextOf } from "./tax-context";
import { checkOrderAmount, computeTotals } from "./totals";

/**
 * Orders from cart to checkout: creating a cart, its line items, coupons and
 * the order's own details. Every change runs in one transaction that locks the
 * order row, changes the lines, re-prices every line from the price ladder and
 * writes the totals, so concurrent writes to one cart never lose each other.
 */

export type OrderRow = typeof orders.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;

/** States in which the cart can still change. */
const EDITABLE: ReadonlySet<OrderRow["state"]> = new Set(["cart", "address", "delivery", "payment"]);

/** Orders made from an accepted offer. */
export const CUSTOM_CHANNEL = "custom";

const linePriceFixed = (lineId: number) =>
  new HttpError(409, "line_price_fixed", "This line's price and quantity were agreed in an offer and cannot change", { line_item_id: lineId });

export const orderNotEditable = () => new HttpError(409, "order_not_editable", "This order is complete or canceled and cannot change");

function orderNumber(): string {
  return `R${randomInt(100_000_000, 1_000_000_000)}`;
}

export async function createOrder(
  db: Database | Tx,
  user: UserRow,
  region: Region,
  currency: Currency = region.currency,
  values: Partial<Pick<OrderRow, "channel" | "orderManagerId" | "email">> = {},
): Promise<OrderRow> {
  if (currency !== region.currency) {
    throw badRequest("invalid_currency", `The ${region.id} storefront sells in ${region.currency}`, { field: "currency" });
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [order] = await db
        .insert(orders)
        .values({
          number: orderNumber(),
          userId: user.id,
          region: region.id,
          currency,
          email: user.email,
          customerType: user.customerType,
          vatId: user.vatId,
          shipCountryIso: user.shippingCountryIso ?? region.defaultShippingCountryCode,
          // A company member's orders are the company's (ADR 0055).
          companyId: await companyIdOf(db, user),
          ...values,
        })
        .returning();
      return order!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** Every change and every payment starts by locking the order, so the query is built once per database. */
const lockedOrderOfUser = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.number, sql.placeholder("number")), eq(orders.userId, sql.placeholder("userId"))))
    .for("update")
    .prepare("locked_order_of_user"),
);

/** The user's order by number, its row locked for the rest of the transaction; another user's order is not found. */
export async function lockOwnedOrder(tx: Tx, user: UserRow, number: string): Promise<OrderRow> {
  const [order] = await lockedOrderOfUser(tx).execute({ number, userId: user.id });
  if (!order) throw notFound("No such order", { number });
  return order;
}

/** The order as a change has left it, before its lines are priced again. */
const orderById = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_by_id"),
);

/** The user's order by number; another user's order is not found, as if it did not exist. */
export async function findOwnedOrder(db: Database | Tx, user: UserRow, number: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, user.id)));
  if (!order) throw notFound("No such order", { number });
  return order;
}

/** Every order answer reads its lines, so the query is built once per database. */
const orderLines = preparedQuery((db) =>
  db
    .select()
    .from(lineItems)
    .where(eq(lineItems.orderId, sql.placeholder("orderId")))
    .orderBy(asc(lineItems.id))
    .prepare("order_lines"),
);

export async function linesOf(db: Database | Tx, orderId: number): Promise<LineItemRow[]> {
  return orderLines(db).execute({ orderId });
}

/** Completed and canceled orders, newest first (spec section 4 'Order lists'). */
export async function ordersOf(db: Database, user: UserRow): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), inArray(orders.state, ["complete", "canceled"])))
    .orderBy(desc(orders.completedAt), desc(orders.id));
}

/** The user's newest open cart in a storefront (not yet complete or canceled), if any. */
export async function openCartOf(db: Database, user: UserRow, region: Region): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.region, region.id), notInArray(orders.state, ["complete", "canceled"])))
    .orderBy(desc(orders.id))
    .limit(1);
  return order ?? null;
}

export interface OrderChangeContext {
  tx: Tx;
  order: OrderRow;
  region: Region;
}

/** Payment attempts that are open: while one is, the order is priced for it and frozen. */
export const OPEN_PAYMENT_STATUSES = ["creating", "requires_action", "requires_confirmation", "processing"] as const;

export const orderPaymentPending = () =>
  new HttpError(
    409,
    "order_payment_pending",
    "A payment for this order is under way, so the order cannot change until it is finished; wait for it, or come back in a few minutes and try again",
  );

/** An open attempt the shop may free itself (see server/payments/freeze.ts): the change runs again after it. */
class OpenAttempts extends Error {
  constructor(readonly orderId: number) {
    super("open payment attempts");
  }
}

const openPaymentsOfOrder = preparedQuery((db) =>
  db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, sql.placeholder("orderId")), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .prepare("open_payments_of_order"),
);

/**
 * The payment freeze (ADR 0020): an order whose payment attempt is open changes
 * nothing, or the payment would settle a total that is no longer the order's. On
 * the first pass an attempt the shop can free (not yet with the provider) is
 * handed out to be canceled; what remains refuses the change.
 */
async function requireNoOpenPayment(tx: Tx, order: OrderRow, mayRelease: boolean): Promise<void> {
  const open = await openPaymentsOfOrder(tx).execute({ orderId: order.id });
  if (open.length === 0) return;
  if (mayRelease && open.some((payment) => payment.status !== "processing")) throw new OpenAttempts(order.id);
  throw orderPaymentPending();
}

/**
 * Runs a change to an editable order of the user inside one transaction with the
 * order row locked, then re-prices the lines and writes the totals. Answers the
 * order and its lines as written, so the answer to the caller need not read them again.
 * An order with a payment under way is frozen: an attempt the shopper left (an
 * authentication never finished) is canceled first, anything else answers 409.
 */
export async function changeOrder<T>(
  db: Database,
  user: UserRow,
  number: string,
  change: (context: OrderChangeContext) => Promise<T>,
): Promise<{ order: OrderRow; lines: LineItemRow[]; result: T }> {
  const run = (mayRelease: boolean) =>
    db.transaction(async (tx) => {
      const locked = await lockOwnedOrder(tx, user, number);
      if (!EDITABLE.has(locked.state)) throw orderNotEditable();
      await requireNoOpenPayment(tx, locked, mayRelease);
      const region = getRegion(locked.region);
      const result = await change({ tx, order: locked, region });
      const [current] = await orderById(tx).execute({ id: locked.id });
      const { order, lines } = await recalculate(tx, current!, region);
      return { order, lines, result };
    });
  try {
    return await run(true);
  } catch (error) {
    if (!(error instanceof OpenAttempts)) throw error;
    // Loaded only on this rare path: payments builds on this module.
    const { releaseOpenAttempts } = await import("@/server/payments/freeze");
    await releaseOpenAttempts(db, error.orderId, user.locale);
    return run(false);
  }
}

function variantFor(region: Region, input: { variant_id?: number; sku?: string }): Variant {
  // A custom size's id names only its product and region: with it, the sku names the size.
  const variant = input.variant_id !== undefined ? findVariantById(input.variant_id, input.sku) : input.sku ? findVariant(region.id, input.sku) : undefined;
  if (!input.variant_id && !input.sku) throw badRequest("variant_required", "A line item needs a variant_id or a sku", { field: "variant_id" });
  if (!variant && input.variant_id === undefined && input.sku) {
    const sizeError = sizeErrorOfSku(input.sku);
    if (sizeError) throw sizeError;
  }
  if (!variant || variant.region !== region.id) throw badRequest("invalid_variant", `No such variant in the ${region.id} storefront`, { field: "variant_id" });
  return variant;
}

export interface WireOptions {
  material?: string;
  print_mode?: string;
  finish?: string;
  print_quality?: string;
}

/** The wire's option names as the price engine takes them, checked against the product. */
export function priceOptions(variant: Variant, wire: WireOptions | undefined): PriceOptions {
  const options = { material: wire?.material, printMode: wire?.print_mode, finish: wire?.finish, printQuality: wire?.print_quality } as PriceOptions;
  for (const key of Object.keys(options) as (keyof PriceOptions)[]) if (options[key] === undefined) delete options[key];
  requireOptions(variant.product, options);
  return options;
}

export interface NewLineItem {
  variant_id?: number;
  sku?: string;
  quantity?: number;
  options?: WireOptions;
  box_design_id?: number | null;
  express_delivery_option_id?: string | null;
  paid_assets?: string[];
  purchase_trigger?: string | null;
  service_name?: ServiceName;
  bundle_id?: number | null;
}

/** Adds a product line (or the warranty service) to the order. */
export async function insertLineItem(context: OrderChangeContext, input: NewLineItem): Promise<LineItemRow> {
  const { tx, order, region } = context;
  if (input.service_name) {
    const [existing] = await tx
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.orderId, order.id), eq(lineItems.kind, "service"), eq(lineItems.serviceName, input.service_name)));
    if (existing) return existing;
    const [line] = await tx
      .insert(lineItems)
      .values({ orderId: order.id, kind: "service", serviceName: input.service_name, quantity: 1, unitPrice: 0, total: 0 })
      .returning();
    return line!;
  }
  const variant = variantFor(region, input);
  if (input.bundle_id) await bundleOf(context, input.bundle_id);
  if (input.box_design_id) await requireDesignForLine(tx, order.userId, input.box_design_id, variant.sku);
  const quantity = input.quantity ?? 0;
  if (!quantity) throw badRequest("quantity_required", "A product line needs a quantity", { field: "quantity" });
  checkSamplePackLine(variant.product, { quantity, options: input.options, paidAssets: input.paid_assets, bundled: Boolean(input.bundle_id) });
  const options = priceOptions(variant, input.options);
  const price = priceProductLine({
    region,
    variant,
    quantity,
    options,
    expressDeliveryOptionId: input.express_delivery_option_id ?? null,
    paidAssets: input.paid_assets ?? [],
    countryIso: order.shipCountryIso ?? region.defaultShippingCountryCode,
    // A company's cart is priced by its negotiated list (ADR 0056).
    negotiated: await negotiatedEntryFor(tx, order.companyId, region, variant),
  });
  checkOrderAmount(price.total, "quantity");
  const [line] = await tx
    .insert(lineItems)
    .values({
      orderId: order.id,
      kind: "product",
      variantId: variant.id,
      sku: variant.sku,
      quantity,
      options: options as Record<string, string>,
      expressDeliveryOptionId: input.express_delivery_option_id ?? null,
      unitPrice: price.unitPrice,
      total: price.total,
      priceListId: price.priceListId,
      boxDesignId: input.box_design_id ?? null,
      bundleId: input.bundle_id ?? null,
      purchaseTrigger: input.purchase_trigger ?? null,
      paidAssets: input.paid_assets ?? [],
    })
    .returning();
  await refreshQuantityOptions(tx, line!);
  await backToCart(context);
  return line!;
}

export interface LineItemChange {
  quantity?: number;
  options?: WireOptions;
  express_delivery_option_id?: string | null;
  paid_assets?: string[];
  box_design_id?: number | null;
}

export async function lineOf(context: OrderChangeContext, lineId: number): Promise<LineItemRow> {
  const [line] = await context.tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.id, lineId), eq(lineItems.orderId, context.order.id)));
  if (!line) throw notFound("No such line item in this order", { line_item_id: lineId });
  return line;
}

/** A bundle of this order; another order's bundle is not found. */
export async function bundleOf({ tx, order }: OrderChangeContext, bundleId: number) {
  const [bundle] = await tx
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, bundleId), eq(bundles.orderId, order.id)));
  if (!bundle) throw badRequest("invalid_bundle", "No such bundle in this order", { field: "bundle_id" });
  return bundle;
}

/** Changes a product line's quantity, options, express or paid assets; recalculation re-prices it. */
export async function updateLineItem(context: OrderChangeContext, lineId: number, change: LineItemChange): Promise<void> {
  const line = await lineOf(context, lineId);
  if (line.kind !== "product") throw badRequest("line_not_changeable", "Only product lines change quantity or options", { line_item_id: lineId });
  const repriced =
    change.quantity !== undefined || change.options !== undefined || change.express_delivery_option_id !== undefined || change.paid_assets !== undefined;
  if (line.fixedUnitPrice !== null && repriced) throw linePriceFixed(lineId);
  const variant = findVariantById(line.variantId!, line.sku)!;
  checkSamplePackLine(variant.product, { quantity: change.quantity, options: change.options, paidAssets: change.paid_assets });
  const options = change.options ? priceOptions(variant, { ...wireOf(line.options), ...change.options }) : (line.options as PriceOptions);
  const set: Partial<LineItemRow> = { options: options as Record<string, string>, updatedAt: new Date() };
  if (change.quantity !== undefined) set.quantity = change.quantity;
  if (change.express_delivery_option_id !== undefined) set.expressDeliveryOptionId = change.express_delivery_option_id;
  if (change.paid_assets !== undefined) set.paidAssets = change.paid_assets;
  if (change.box_design_id !== undefined) {
    if (change.box_design_id !== null) await requireDesignForLine(context.tx, context.order.userId, change.box_design_id, variant.sku);
    set.boxDesignId = change.box_design_id;
  }
  // Checked now, so bad input is refused before anything is written.
  priceProductLine({
    region: context.region,
    variant,
    quantity: set.quantity ?? line.quantity,
    options,
    expressDeliveryOptionId: set.expressDeliveryOptionId !== undefined ? set.expressDeliveryOptionId : line.expressDeliveryOptionId,
    paidAssets: set.paidAssets ?? line.paidAssets,
    countryIso: context.order.shipCountryIso ?? context.region.defaultShippingCountryCode,
  });
  await context.tx.update(lineItems).set(set).where(eq(lineItems.id, line.id));
  if (set.quantity !== undefined && set.quantity !== line.quantity) await refreshQuantityOptions(context.tx, { ...line, quantity: set.quantity });
  await backToCart(context);
}

function wireOf(options: Record<string, string | boolean>): WireOptions {
  return {
    material: options.material as string | undefined,
    print_mode: options.printMode as string | undefined,
    finish: options.finish as string | undefined,
    print_quality: options.printQuality as string | undefined,
  };
}

export async function removeLineItem(context: OrderChangeContext, lineId: number): Promise<void> {
  const line = await lineOf(context, lineId);
  await context.tx.delete(lineItems).where(eq(lineItems.id, line.id));
  await backToCart(context);
}

export async function emptyOrder(context: OrderChangeContext): Promise<void> {
  await context.tx.delete(lineItems).where(eq(lineItems.orderId, context.order.id));
  await backToCart(context);
}

/** Changing what is bought sends a checkout in progress back to the cart, to be confirmed again. */
export async function backToCart({ tx, order }: OrderChangeContext): Promise<void> {
  if (order.state !== "cart") await tx.update(orders).set({ state: "cart" }).where(eq(orders.id, order.id));
}

export async function applyCoupon(context: OrderChangeContext, code: string): Promise<void> {
  const { tx, order } = context;
  // An offer's prices are already the agreed ones.
  if (order.channel === CUSTOM_CHANNEL) throw new HttpError(409, "coupon_not_allowed", "Discount codes do not apply to a custom offer's order");
  const normalized = code.trim().toUpperCase();
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.code, normalized));
  if (!promotion) throw badRequest("coupon_not_found", "This discount code does not exist", { field: "coupon_code" });
  const lines = await linesOf(tx, order.id);
  const productTotal = lines.filter((line) => line.kind === "product").reduce((sum, line) => sum + line.total, 0);
  const problem = checkPromotion(promotion, productTotal, order.currency as Currency, new Date());
  if (problem) throw problem;
  // Reserved, not counted: the use is counted when the order completes (ADR 0028). Applying
  // the order's own code again renews its reservation; another code replaces it.
  await reservePromotion(tx, promotion.id, order.id);
}

export async function removeCoupon(context: OrderChangeContext): Promise<void> {
  const { tx, order } = context;
  if (!order.promotionId) return;
  await releasePromotion(tx, order.id);
}

/**
 * Re-prices every line from the price ladder (services from the products they
 * cover), lets go of a promotion the order no longer qualifies for, and writes
 * the totals. Answers the order and its lines as they now stand in the database.
 */
export async function recalculate(tx: Tx, order: OrderRow, region: Region): Promise<{ order: OrderRow; lines: LineItemRow[] }> {
  // Lines are priced at the database's pricing version, even before this instance heard of a change.
  await syncPricing(tx);
  const currency = order.currency as Currency;
  const lines = await linesOf(tx, order.id);
  const countryIso = order.shipCountryIso ?? region.defaultShippingCountryCode;
  // A company's cart follows its lists as they stand today: one that ended or changed re-prices the lines.
  const negotiated = await negotiatedPricesOfOrder(tx, order, region, lines);
  const priced = lines.map((line) => {
    if (line.kind !== "product") return line;
    if (line.fixedUnitPrice !== null) return { ...line, unitPrice: line.fixedUnitPrice, total: line.fixedUnitPrice * line.quantity };
    const variant = findVariantById(line.variantId!, line.sku)!;
    const price = priceProductLine({
      region,
      variant,
      quantity: line.quantity,
      options: line.options as PriceOptions,
      // Express that a new destination no longer allows is dropped rather than failing the order.
      expressDeliveryOptionId: expressStillOffered(region, variant, line.expressDeliveryOptionId, countryIso),
      paidAssets: line.paidAssets,
      countryIso,
      negotiated: entryFor(negotiated, variant),
    });
    return { ...line, unitPrice: price.unitPrice, total: price.total, priceListId: price.priceListId };
  });
  const productTotal = priced.filter((line) => line.kind === "product").reduce((sum, line) => sum + line.total, 0);
  const final = priced.map((line) => {
    if (line.kind === "service" && line.serviceName === WARRANTY.name) {
      const price = priceWarranty(productTotal, currency);
      return { ...line, unitPrice: price, total: price };
    }
    if (line.kind === "expert_check" || line.kind === "trees") {
      const price = line.kind === "trees" ? priceTree(currency) : priceExpertCheck(currency);
      return { ...line, unitPrice: price, total: price * line.quantity };
    }
    return line;
  });
  // Lines within the limit keep the grand total, tax and shipping included, within an integer column.
  checkOrderAmount(
    final.reduce((sum, line) => sum + line.total, 0),
    "quantity",
  );
  for (const [index, line] of final.entries()) {
    const before = lines[index]!;
    if (line.unitPrice !== before.unitPrice || line.total !== before.total || line.priceListId !== before.priceListId) {
      await tx.update(lineItems).set({ unitPrice: line.unitPrice, total: line.total, priceListId: line.priceListId }).where(eq(lineItems.id, line.id));
    }
  }

  let promotionId = order.promotionId;
  let terms = null;
  if (promotionId) {
    const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, promotionId));
    if (!promotion || checkPromotion(promotion, productTotal, currency, new Date())) {
      // Only a reservation is let go: nothing was counted for an order that has not completed.
      promotionId = null;
    } else {
      terms = promotion;
    }
  }

  // A free delivery the cart no longer qualifies for becomes its paid type (and the
  // paid type its free variant from the threshold on): the order always names the method it pays for.
  const itemTotal = final.reduce((sum, line) => sum + line.total, 0);
  const shipmentType =
    order.shipmentType && isShipmentType(region, order.shipmentType) ? effectiveShipmentType(region, order.shipmentType, itemTotal) : order.shipmentType;
  const tax = taxContextOf(order);
  const totals = computeTotals({
    region,
    currency,
    lines: final,
    shipmentType,
    shipCountryIso: order.shipCountryIso,
    tax,
    promotion: terms,
  });
  const reverseCharge = reverseChargeFor(region, order.shipCountryIso, tax);
  const [updated] = await tx
    .update(orders)
    .set({ ...totals, shipmentType, reverseCharge, promotionId, ...(promotionId ? {} : { promotionReservedUntil: null }), updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  // `final` is what linesOf would read now: the same rows, re-priced where the ladder moved.
  return { order: updated!, lines: final };
}

function expressStillOffered(region: Region, variant: Variant, optionId: string | null, countryIso: string): string | null {
  if (!optionId) return null;
  return variant.product.expressProduction && region.allowedShippingCountries.includes(countryIso) ? optionId : null;
}

export interface OrderDetails {
  email?: string;
  customer_type?: "b2b" | "b2c";
  vat_id?: string | null;
  invoice_type?: "proforma" | "normal";
  ship_address?: StoredAddress;
  bill_address?: StoredAddress;
  shipment_type?: string | null;
}

/** The order's own details: contact, buyer type and VAT id, addresses, invoice and shipment type. */
export async function updateDetails(context: OrderChangeContext, details: OrderDetails): Promise<void> {
  const { tx, order, region } = context;
  const set: Partial<OrderRow> = {};
  if (details.email !== undefined) set.email = details.email.toLowerCase();
  if (details.customer_type !== undefined) set.customerType = details.customer_type;
  if (details.invoice_type !== undefined) set.invoiceType = details.invoice_type;
  if (details.ship_address) {
    if (!region.allowedShippingCountries.includes(details.ship_address.country_iso)) {
      throw badRequest("country_not_shipped", `The ${region.id} storefront does not deliver to ${details.ship_address.country_iso}`, {
        field: "ship_address.country_iso",
      });
    }
    await requireDeliverableState(tx, details.ship_address.country_iso, details.ship_address.state_id);
    set.shipAddress = clean(details.ship_address);
    set.shipCountryIso = details.ship_address.country_iso;
  }
  if (details.bill_address) {
    set.billAddress = clean(details.bill_address);
    set.billCountryIso = details.bill_address.country_iso;
  }
  if (details.shipment_type !== undefined) {
    if (details.shipment_type !== null && !isShipmentType(region, details.shipment_type)) {
      throw badRequest("invalid_shipment_type", `The ${region.id} storefront has no shipment type ${details.shipment_type}`, { field: "shipment_type" });
    }
    if (details.shipment_type !== null && !shipmentOffered(region, details.shipment_type, order.itemTotal)) {
      throw shipmentNotAvailable(details.shipment_type);
    }
    set.shipmentType = details.shipment_type;
  }
  if (details.vat_id !== undefined) {
    const vatId = details.vat_id?.trim() || null;
    if (vatId) {
      const customerType = set.customerType ?? order.customerType;
      const country = normalizeCountryIso(set.billCountryIso ?? order.billCountryIso ?? region.defaultShippingCountryCode);
      const check = validateVatId({ vatId, countryIso: /^[A-Za-z]{2}/.test(vatId) ? normalizeCountryIso(vatId.slice(0, 2)) : country, customerType });
      if (!check.valid) throw badRequest("invalid_vat_id", check.message, { field: "vat_id", reason: check.reason });
      set.vatId = check.normalized;
    } else {
      set.vatId = null;
    }
    if (set.vatId !== order.vatId) Object.assign(set, { vatCheckSource: null, vatCheckedAt: null });
  }
  await confirmVatId(context, set);
  if (Object.keys(set).length > 0) await tx.update(orders).set(set).where(eq(orders.id, order.id));
}

/**
 * Asks the VAT registry about the order's VAT id when it would make the sale a
 * reverse charge (a business buyer from another EU country than the seller's) and
 * no registry confirmed it yet. A registry that says the number is not registered
 * refuses the change, so nothing is written; one that cannot answer leaves the id
 * unconfirmed, and the order is charged VAT until it is confirmed.
 */
async function confirmVatId({ order, region }: OrderChangeContext, set: Partial<OrderRow>): Promise<void> {
  const vatId = set.vatId !== undefined ? set.vatId : order.vatId;
  const confirmed = (set.vatCheckSource !== undefined ? set.vatCheckSource : order.vatCheckSource) !== null;
  if (!vatId || confirmed) return;
  const country = vatCountryOf(vatId);
  if (!reverseChargeApplies(region, { customerType: set.customerType ?? order.customerType, confirmedVatCountryIso: country })) return;
  // Reverse charge is for EU ids only, whose prefix is two letters (EL for Greece).
  const number = vatId.slice(2);
  try {
    const answer = await vatRegistry().check(country, number);
    if (!answer.valid) {
      throw new HttpError(422, "vat_id_not_registered", "The VAT registry does not know this VAT number, so the order cannot be sold without VAT", {
        field: "vat_id",
        source: answer.source,
      });
    }
    set.vatCheckSource = answer.source;
    set.vatCheckedAt = answer.checkedAt;
  } catch (error) {
    if (!(error instanceof VatRegistryUnavailable)) throw error;
  }
}

function isShipmentType(region: Region, type: string): type is ShipmentType {
  return region.allowedShipmentTypes.includes(type as ShipmentType);
}

/** A free delivery chosen below its threshold (or the paid one above it, where delivery is free). */
export const shipmentNotAvailable = (type: string) =>
  new HttpError(422, "shipment_not_available", "This delivery method is not offered for the order's value; choose one of the checkout's delivery methods", {
    field: "shipment_type",
    shipment_type: type,
  });

function clean(address: StoredAddress): StoredAddress {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined)) as StoredAddress;
}

/** The order manager looking after an order, as the order shows them. */
export async function orderManagerOf(db: Database | Tx, order: OrderRow) {
  if (!order.orderManagerId) return null;
  const [manager] = await db.select().from(users).where(eq(users.id, order.orderManagerId));
  if (!manager?.email) return null;
  return { email: manager.email, name: [manager.firstName, manager.lastName].filter(Boolean).join(" ") || manager.email, avatar: manager.avatarUrl };
}

/** The number of the user's order holding a line; another user's line is not found. */
export async function orderNumberOfLine(db: Database, user: UserRow, lineId: number): Promise<string> {
  const [owner] = await db
    .select({ number: orders.number })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.id, lineId), eq(orders.userId, user.id)));
  if (!owner) throw notFound("No such line item", { line_item_id: lineId });
  return owner.number;
}

/** An order named by its number or its numeric id (older clients send either as order_id). */
export async function orderNumberOf(db: Database, user: UserRow, reference: string | number): Promise<string> {
  // Digits beyond a safe integer are no id of ours (and no bigint the database would take).
  const byId = typeof reference === "number" || (/^\d+$/.test(reference) && Number.isSafeInteger(Number(reference)));
  const [order] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(byId ? eq(orders.id, Number(reference)) : eq(orders.number, String(reference)), eq(orders.userId, user.id)));
  if (!order) throw notFound("No such order", { order_id: reference });
  return order.number;
}
