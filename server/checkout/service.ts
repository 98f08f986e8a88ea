import { eq, sql } from "drizzle-orm";
import { CHECKOUT_STATES, type CheckoutState } from "@/lib/checkout/state";
import type { Region, ShipmentType } from "@/regions/schema";
import { PICK_UP_POINT } from "@/regions/pick-up";
import { findVariantById } from "@/server/catalog/variants";
import { preparedQuery, setTo } from "@/server/db/prepared";
import { orders } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import { requirePurchaseApproval } from "@/server/companies/approvals";
import { priced } from "@/server/pricing/price-rule";
import { shipmentOffered, shipmentPricesFor } from "@/server/pricing/shipments";
import { deliverableStateProblem } from "@/server/users/states";
import { linesOf, shipmentNotAvailable, type LineItemRow, type OrderChangeContext, type OrderRow } from "@/server/orders/service";

/**
 * The checkout as a state machine over the order: cart → address → delivery →
 * payment → complete. Going back is always allowed; going forward passes one
 * state at a time, each checking what it needs. The order's state is the truth
 * about where the shopper is; pages work their step out from it.
 */

export const checkoutRefused = (code: string, message: string, details?: unknown) => new HttpError(422, code, message, details);

const SAMPLE_PACK_TYPES: readonly ShipmentType[] = ["sample-packs-free", "sample-packs-eu4"];

function isSamplePackOrder(lines: readonly LineItemRow[]): boolean {
  const products = lines.filter((line) => line.kind === "product");
  return products.length > 0 && products.every((line) => findVariantById(line.variantId!, line.sku)?.product.slug === "sample-packs");
}

/** Shipment types the order may use: sample packs travel only as sample packs, and nothing else does. */
export function shipmentTypesFor(region: Region, lines: readonly LineItemRow[]): ShipmentType[] {
  const samplePacks = isSamplePackOrder(lines);
  return region.allowedShipmentTypes.filter((type) => SAMPLE_PACK_TYPES.includes(type) === samplePacks);
}

export interface ShippingMethodView {
  type: ShipmentType;
  method: string;
  /** Net, and with the order's VAT rounded on it (docs/adr/0019-one-price-rule.md): the storefront shows one of them. */
  price: number;
  price_with_vat: number;
  /** The net product total from which the method is free, and the same with VAT, as a gross storefront states it. */
  free_from: number | null;
  free_from_with_vat: number | null;
  delivery_days: number;
  pick_up_point: typeof PICK_UP_POINT | null;
}

function itemTotalOf(lines: readonly LineItemRow[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}

/** The delivery methods the order is offered: one row per real choice at the order's current value. */
export function shippingMethodsFor(region: Region, lines: readonly LineItemRow[], vatRate: number): ShippingMethodView[] {
  const allowed = new Set(shipmentTypesFor(region, lines));
  const samplePacks = isSamplePackOrder(lines);
  const days = samplePacks ? region.deliveryTime.samplePackAverageDeliveryTime : region.deliveryTime.avarageDeliveryTime;
  return shipmentPricesFor(region, itemTotalOf(lines))
    .filter((price) => allowed.has(price.type as ShipmentType))
    .map((price) => ({
      type: price.type as ShipmentType,
      method: price.method,
      price: price.price,
      price_with_vat: priced(price.price, vatRate).gross,
      free_from: price.free_from,
      free_from_with_vat: price.free_from === null ? null : priced(price.free_from, vatRate).gross,
      delivery_days: days,
      pick_up_point: price.type === "pick-up" ? PICK_UP_POINT : null,
    }));
}

/**
 * What the order lacks to enter a state, checked in order; null when nothing.
 * A state names the step the shopper has completed, as the spec's mapping implies
 * (asking for the delivery step sends 'address'): entering 'address' needs the
 * buyer's details, entering 'delivery' a delivery method the order may use.
 */
function missingFor(context: OrderChangeContext, target: CheckoutState, lines: readonly LineItemRow[]): HttpError | null {
  const { order, region } = context;
  const index = CHECKOUT_STATES.indexOf(target);
  if (index >= 1 && !lines.some((line) => line.kind === "product")) return checkoutRefused("cart_empty", "The cart has no products");
  if (index >= 1) {
    if (!order.email) return checkoutRefused("email_required", "The order needs an e-mail address", { field: "email" });
    if (!order.shipAddress || !order.shipCountryIso)
      return checkoutRefused("ship_address_required", "The order needs a delivery address", { field: "ship_address" });
    if (!region.allowedShippingCountries.includes(order.shipCountryIso)) {
      return checkoutRefused("country_not_shipped", `The ${region.id} storefront does not deliver to ${order.shipCountryIso}`, {
        field: "ship_address.country_iso",
      });
    }
    if (!order.billAddress || !order.billCountryIso)
      return checkoutRefused("bill_address_required", "The order needs a billing address", { field: "bill_address" });
    if (order.customerType === "b2b" && !(order.billAddress as Record<string, unknown>).company_name) {
      return checkoutRefused("company_required", "A business order needs a company name on the billing address", { field: "bill_address.company_name" });
    }
  }
  if (index >= 2) {
    if (!order.shipmentType) return checkoutRefused("shipment_type_required", "Choose how the order is delivered", { field: "shipment_type" });
    if (!shipmentTypesFor(region, lines).includes(order.shipmentType as ShipmentType)) {
      return checkoutRefused("shipment_type_not_allowed", "This delivery method does not suit the order", { field: "shipment_type" });
    }
    if (!shipmentOffered(region, order.shipmentType as ShipmentType, itemTotalOf(lines))) return shipmentNotAvailable(order.shipmentType);
  }
  if (index >= 4 && order.paymentState === "NOT_STARTED") return checkoutRefused("payment_required", "The order is not paid and no payment is on its way");
  return null;
}

/** Every checkout step and the first payment of an order write its state. */
const checkoutStateQuery = preparedQuery((db) =>
  db
    .update(orders)
    .set({ state: setTo("state"), updatedAt: setTo("updatedAt") })
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("checkout_state"),
);

/**
 * Moves the order to a checkout state: back at once, forward only through every
 * state in between, each checked, and answers the moved order. Completing happens
 * through payments only.
 */
export async function moveCheckout(context: OrderChangeContext, target: string): Promise<OrderRow> {
  const { tx, order } = context;
  if (!(CHECKOUT_STATES as readonly string[]).includes(target)) {
    throw badRequest("invalid_state", `Unknown checkout state: ${target}`, { field: "state", allowed: CHECKOUT_STATES });
  }
  const wanted = target as CheckoutState;
  if (wanted === "complete") throw checkoutRefused("payment_required", "An order completes when its payment does");
  const lines = await linesOf(tx, order.id);
  const problem = missingFor(context, wanted, lines);
  if (problem) throw problem;
  // An address saved before states were checked (or whose state the shop stopped serving) stops here.
  if (CHECKOUT_STATES.indexOf(wanted) >= 1) {
    const stateProblem = await deliverableStateProblem(tx, order.shipCountryIso!, (order.shipAddress as { state_id?: number | null } | null)?.state_id);
    if (stateProblem) throw stateProblem;
  }
  // An order above its buyer's spending limit goes on to payment only once approved (ADR 0055).
  if (CHECKOUT_STATES.indexOf(wanted) >= CHECKOUT_STATES.indexOf("payment")) await requirePurchaseApproval(tx, order);
  const change = { state: wanted, updatedAt: new Date() };
  await checkoutStateQuery(tx).execute({ id: order.id, state: change.state, updatedAt: change.updatedAt.toISOString() });
  // The caller holds the row's lock and `order` is the row as it stands, so the moved
  // row is that with the change: a caller that goes on with it need not read it again.
  return { ...order, ...change };
}

/** The state after the order's current one (payment stays: it completes by paying). */
export function nextState(order: Pick<OrderRow, "state">): CheckoutState {
  const index = CHECKOUT_STATES.indexOf(order.state as CheckoutState);
  return CHECKOUT_STATES[Math.min(index + 1, CHECKOUT_STATES.indexOf("payment"))]!;
}
