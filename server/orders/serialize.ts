import type { Locale } from "@/lib/i18n/locales";
import { takesCustomerDesign } from "@/server/catalog/design-step";
import { productThumbnailOf, translatedNames } from "@/server/catalog/service";
import { findVariantById, productId } from "@/server/catalog/variants";
import type { LineDesign } from "@/server/designs/lines";
import { getRegion } from "@/regions";
import { priced } from "@/server/pricing/price-rule";
import { priceDisplayFor } from "@/server/pricing/tax";
import { taxContextOf } from "./tax-context";
import { orderVatRate } from "./totals";
import type { LineItemRow, OrderRow } from "./service";

/** Orders and line items as the API shows them (spec section 3). */

/** Where the buyer's answer to the latest approval fileset stands, read from the order's QA state. */
export function approvalStatus(qaState: string | null): "pending" | "approved" | "changes_requested" {
  if (qaState === "approved" || qaState === "in_production") return "approved";
  if (qaState === "changes_requested") return "changes_requested";
  return "pending";
}

export interface OrderManagerView {
  email: string;
  name: string;
  avatar: string | null;
}

/** The VAT rate an order is charged at; recalculate prices its totals with the same. */
export function vatRateOf(order: OrderRow): number {
  return orderVatRate(getRegion(order.region), order.shipCountryIso, taxContextOf(order));
}

/**
 * `design` is the line's box design when it has one (see designsOnLines); its thumbnail then shows the line.
 * `vatRate` is the order's (vatRateOf), so the line's VAT is the share of the order's VAT it carries.
 */
export async function serializeLineItem(line: LineItemRow, locale: Locale, vatRate: number, design?: LineDesign) {
  const amount = priced(line.total, vatRate);
  const variant = line.variantId ? findVariantById(line.variantId, line.sku) : undefined;
  const names = variant ? (await translatedNames()).get(variant.product.slug) : undefined;
  return {
    id: line.id,
    kind: line.kind,
    variant_id: line.variantId,
    sku: line.sku,
    service_name: line.serviceName,
    quantity: line.quantity,
    options: line.options,
    express_delivery_option_id: line.expressDeliveryOptionId,
    price: line.unitPrice,
    price_with_vat: priced(line.unitPrice, vatRate).gross,
    total: line.total,
    vat: amount.vat,
    total_with_vat: amount.gross,
    parent_id: line.parentId,
    box_design_id: line.boxDesignId,
    bundle_id: line.bundleId,
    thumbnail:
      design?.thumbnailUrl ??
      (variant ? productThumbnailOf(variant.product, typeof line.options.material === "string" ? line.options.material : undefined) : null),
    paid_assets: line.paidAssets.map((asset) => ({ asset_type: asset })),
    purchase_trigger: line.purchaseTrigger,
    /** The name a custom offer gave the line; the variant's name otherwise. */
    name: line.name,
    description: line.description,
    offer_line_item_id: line.offerLineItemId,
    /** An offer's price: the line keeps it and its quantity cannot change. */
    fixed_price: line.fixedUnitPrice !== null,
    /** The company price list that priced the line (ADR 0056): a negotiated price. */
    price_list_id: line.priceListId,
    samples: line.samples,
    variant: variant
      ? { id: variant.id, sku: variant.sku, external_pim_sku: variant.external_pim_id, name: `${names?.[locale] ?? variant.product.slug} ${variant.size.code}` }
      : null,
    product: variant ? { id: productId(variant.product), slug: variant.product.slug, name: names?.[locale] ?? variant.product.slug } : null,
    box_design: design ? { id: design.id, design_status: design.status } : null,
    // Spec section 3: a line whose design is missing or still a draft counts as a skipped design;
    // plain and pre-printed products and sample packs are made without one (docs/adr/0024-cart-line-shapes.md, 0037).
    skipped_design: line.kind === "product" && (!variant || takesCustomerDesign(null, variant.product)) && design?.status !== "ready",
  };
}

/**
 * Each charged component of the order with its VAT, as a gross storefront shows it
 * (docs/adr/0019-one-price-rule.md): the items are their lines' gross amounts added,
 * the shipping, customs and discount each carry their own VAT, rounded on that
 * component, exactly as computeTotals rounded them, so these four add up to `total`.
 */
export function grossTotalsOf(
  order: Pick<OrderRow, "shipTotal" | "customsTotal" | "promoTotal">,
  lines: readonly Pick<LineItemRow, "total">[],
  vatRate: number,
) {
  return {
    item_total_with_vat: lines.reduce((sum, line) => sum + priced(line.total, vatRate).gross, 0),
    ship_total_with_vat: priced(order.shipTotal, vatRate).gross,
    customs_total_with_vat: priced(order.customsTotal, vatRate).gross,
    promo_total_with_vat: priced(order.promoTotal, vatRate).gross,
  };
}

export async function serializeOrder(
  order: OrderRow,
  lines: readonly LineItemRow[],
  locale: Locale,
  manager: OrderManagerView | null,
  promoCode: string | null,
  designs: ReadonlyMap<number, LineDesign> = new Map(),
) {
  const vatRate = vatRateOf(order);
  return {
    id: order.id,
    number: order.number,
    state: order.state,
    currency: order.currency,
    region: order.region,
    channel: order.channel,
    email: order.email,
    item_total: order.itemTotal,
    ship_total: order.shipTotal,
    customs_total: order.customsTotal,
    promo_total: order.promoTotal,
    promotion_amount: -order.promoTotal,
    promo_code: promoCode,
    tax_total: order.taxTotal,
    total: order.total,
    ...grossTotalsOf(order, lines, vatRate),
    vat_rate: vatRate,
    price_display: priceDisplayFor(getRegion(order.region)),
    item_count: lines.filter((line) => line.kind === "product").reduce((sum, line) => sum + line.quantity, 0),
    customer_type: order.customerType,
    vat_id: order.vatId,
    /** Which VAT registry confirmed vat_id and when (null: unconfirmed, VAT is charged). */
    vat_check: order.vatId && order.vatCheckSource ? { source: order.vatCheckSource, checked_at: order.vatCheckedAt?.toISOString() ?? null } : null,
    reverse_charge: order.reverseCharge,
    invoice_type: order.invoiceType,
    invoice_reference: order.invoiceReference,
    bill_country_iso: order.billCountryIso,
    ship_country_iso: order.shipCountryIso,
    ship_address: order.shipAddress,
    bill_address: order.billAddress,
    shipment_type: order.shipmentType,
    payment_state: order.paymentState,
    order_manager: manager,
    qa_state: order.qaState,
    approval: order.approvalUuid ? { uuid: order.approvalUuid, status: approvalStatus(order.qaState) } : null,
    line_items: await Promise.all(lines.map((line) => serializeLineItem(line, locale, vatRate, line.boxDesignId ? designs.get(line.boxDesignId) : undefined))),
    completed_at: order.completedAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}
