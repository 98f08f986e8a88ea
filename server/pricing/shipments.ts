import type { Region, ShipmentMethod } from "@/regions/schema";
import { fromEurMinor } from "./currency";

/**
 * What delivery costs, per shipment type of a region, in the region's currency.
 * Courier delivery is free from an order value on; sample packs travel free.
 */

interface ShipmentTariff {
  method: ShipmentMethod;
  /** Euro cents per shipment. */
  priceEur: number;
  /** Free from this net order value (euro cents), if ever. */
  freeFromEur?: number;
}

const TARIFFS: Record<string, ShipmentTariff> = {
  courier: { method: "courier", priceEur: 1490 },
  "courier-free": { method: "courier", priceEur: 0, freeFromEur: 25000 },
  "sample-packs-free": { method: "sample-packs", priceEur: 0 },
  "sample-packs-eu4": { method: "sample-packs", priceEur: 900 },
  palettes: { method: "palettes", priceEur: 9900 },
  "pick-up": { method: "pick-up", priceEur: 0 },
  "polish-post": { method: "polish-post", priceEur: 1190 },
};

export interface ShipmentPrice {
  method: ShipmentMethod;
  type: string;
  price: number;
  free_from: number | null;
}

export function shipmentPrices(region: Region): ShipmentPrice[] {
  return region.allowedShipmentTypes.map((type) => {
    const tariff = TARIFFS[type]!;
    return {
      method: tariff.method,
      type,
      price: fromEurMinor(tariff.priceEur, region.currency),
      free_from: tariff.freeFromEur === undefined ? null : fromEurMinor(tariff.freeFromEur, region.currency),
    };
  });
}
