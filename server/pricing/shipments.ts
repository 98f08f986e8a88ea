import type { Region, ShipmentMethod, ShipmentType } from "@/regions/schema";
import { fromEurMinor } from "./currency";

/**
 * What delivery costs, per shipment type of a region, in the region's currency.
 *
 * A free variant (courier-free, sample-packs-free) is the free form of a paid
 * type (courier, sample-packs-eu4), not a second way to ship: where a region
 * offers both, an order below the free variant's threshold ships with the paid
 * type and from the threshold on with the free one, so the shopper sees one row
 * per real choice and free delivery is never free below its threshold. A region
 * that offers only the free variant (us, and pl for sample packs) ships free
 * whatever the order's value.
 */

interface ShipmentTariff {
  method: ShipmentMethod;
  /** Euro cents per shipment. */
  priceEur: number;
  /** For a free variant: the paid type it replaces and the net item total (euro cents) from which it does. */
  freeVariantOf?: { type: ShipmentType; fromEur: number };
}

const TARIFFS: Record<ShipmentType, ShipmentTariff> = {
  courier: { method: "courier", priceEur: 1490 },
  "courier-free": { method: "courier", priceEur: 0, freeVariantOf: { type: "courier", fromEur: 25000 } },
  "sample-packs-free": { method: "sample-packs", priceEur: 0, freeVariantOf: { type: "sample-packs-eu4", fromEur: 5000 } },
  "sample-packs-eu4": { method: "sample-packs", priceEur: 900 },
  palettes: { method: "palettes", priceEur: 9900 },
  "pick-up": { method: "pick-up", priceEur: 0 },
  "polish-post": { method: "polish-post", priceEur: 1190 },
};

export interface ShipmentPrice {
  method: ShipmentMethod;
  type: ShipmentType;
  price: number;
  /**
   * The net item total from which delivery of this method is free: a paid type
   * gives way to its free variant there, and the free variant is offered only
   * from there. Null where the price does not depend on the order's value.
   */
  free_from: number | null;
}

/** The region's free variant of a paid type, with its threshold, if it offers both. */
function freeVariantIn(region: Region, paid: ShipmentType): { type: ShipmentType; fromEur: number } | null {
  for (const type of region.allowedShipmentTypes) {
    const variant = TARIFFS[type].freeVariantOf;
    if (variant?.type === paid && region.allowedShipmentTypes.includes(paid)) return { type, fromEur: variant.fromEur };
  }
  return null;
}

/** The threshold that applies to a type in a region (euro cents), or null. */
function thresholdEur(region: Region, type: ShipmentType): number | null {
  const variant = TARIFFS[type].freeVariantOf;
  if (variant) return region.allowedShipmentTypes.includes(variant.type) ? variant.fromEur : null;
  return freeVariantIn(region, type)?.fromEur ?? null;
}

/** Every shipment type of the region with its price and threshold: the tariff, whatever the order. */
export function shipmentPrices(region: Region): ShipmentPrice[] {
  return region.allowedShipmentTypes.map((type) => {
    const threshold = thresholdEur(region, type);
    return {
      method: TARIFFS[type].method,
      type,
      price: fromEurMinor(TARIFFS[type].priceEur, region.currency),
      free_from: threshold === null ? null : fromEurMinor(threshold, region.currency),
    };
  });
}

/** Whether an order of this net item total may ship with the type: one of each paid/free pair is. */
export function shipmentOffered(region: Region, type: ShipmentType, itemTotal: number): boolean {
  const price = shipmentPrices(region).find((candidate) => candidate.type === type);
  if (!price) return false;
  if (price.free_from === null) return true;
  const isFreeVariant = TARIFFS[type].freeVariantOf !== undefined;
  return isFreeVariant ? itemTotal >= price.free_from : itemTotal < price.free_from;
}

/** The shipment types an order of this net item total is offered, in the region's order. */
export function shipmentPricesFor(region: Region, itemTotal: number): ShipmentPrice[] {
  return shipmentPrices(region).filter((price) => shipmentOffered(region, price.type, itemTotal));
}

/**
 * The type an order with a chosen type ships with at its current total: the
 * paid type when its free variant no longer qualifies (the cart shrank), the
 * free variant once the paid type's threshold is reached (the cart grew).
 */
export function effectiveShipmentType(region: Region, type: ShipmentType, itemTotal: number): ShipmentType {
  if (shipmentOffered(region, type, itemTotal)) return type;
  const paid = TARIFFS[type].freeVariantOf?.type;
  if (paid) return paid;
  return freeVariantIn(region, type)?.type ?? type;
}
