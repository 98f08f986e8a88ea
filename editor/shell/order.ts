import type { ApiService } from "@/lib/api/api-service";
import { answered } from "@/lib/api/answers";
import { loadOpenCart } from "@/components/cart/useCart";
import { configurationToLineItem, type LineConfiguration, type LineItemBody } from "@/lib/catalog/line-configuration";

/**
 * Into the order: the line that carries the design, with the shopper's whole
 * line configuration, into the visitor's cart (created when there is none), as
 * the cart adds lines: POST v2/orders/{number}/line_item. Its price on screen is
 * the server's quote of the same configuration (use-prices.ts), which is what
 * this line then costs in the cart.
 */

/** The number of the visitor's open cart; a new cart when there is none in this storefront. */
async function openCart(api: ApiService): Promise<string> {
  const open = await loadOpenCart(api);
  if (open) return open.number;
  return answered(await api.post("/v2/orders", {}, { auth: true }), "new cart").number;
}

export type DesignLineBody = LineItemBody & { box_design_id: number; purchase_trigger: "editor" };

/** The line item body for the design in its configuration. */
export function designLineBody(configuration: LineConfiguration, designId: number): DesignLineBody {
  return { ...configurationToLineItem(configuration), box_design_id: designId, purchase_trigger: "editor" };
}

export async function addDesignLine(api: ApiService, configuration: LineConfiguration, designId: number): Promise<void> {
  const number = await openCart(api);
  await api.post("/v2/orders/{number}/line_item", designLineBody(configuration, designId), { path: { number }, auth: true });
}
