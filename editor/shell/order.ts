import type { ApiService } from "@/lib/api/api-service";
import { answered } from "@/lib/api/answers";
import { loadOpenCart } from "@/components/cart/useCart";
import type { LineConfiguration } from "@/lib/catalog/line-configuration-url";
import { configurationToLineItem, type LineItemBody } from "@/lib/catalog/line-item-body";

/**
 * Into the order: the line that carries the design, with the shopper's whole
 * line configuration, into the visitor's cart (created when there is none), as
 * the cart adds lines: POST v2/orders/{number}/line_item. Its price on screen is
 * the server's quote of the same configuration (use-prices.ts), which is what
 * this line then costs in the cart.
 */

export type DesignLineBody = LineItemBody & { box_design_id: number; purchase_trigger: "editor" };

/** The line item body for the design in its configuration. */
export function designLineBody(configuration: LineConfiguration, designId: number): DesignLineBody {
  return { ...configurationToLineItem(configuration), box_design_id: designId, purchase_trigger: "editor" };
}

type OpenCart = NonNullable<Awaited<ReturnType<typeof loadOpenCart>>>;

/**
 * The open cart's line that already carries the design (the shopper came from the cart's "edit design"):
 * putting the design into the cart updates it, and the editor's button says "Update cart" for it.
 */
export function designLineIn(cart: OpenCart | null | undefined, designId: number, sku: string): OpenCart["line_items"][number] | undefined {
  return cart?.line_items.find((item) => item.box_design_id === designId && item.sku === sku);
}

/**
 * Into the cart: a new line for the design, or, when the cart already holds a
 * line with this design (the shopper came from the cart's "edit design"), that
 * line brought to the configuration chosen now, so editing never doubles a line.
 */
export async function addDesignLine(api: ApiService, configuration: LineConfiguration, designId: number): Promise<void> {
  const open = await loadOpenCart(api);
  const line = designLineIn(open, designId, configuration.sku);
  if (open && line) {
    const { sku: _sku, ...change } = configurationToLineItem(configuration);
    await api.put("/orders/{number}/line_items/{itemId}", { line_item: change }, { path: { number: open.number, itemId: line.id }, auth: true });
    return;
  }
  const number = open?.number ?? answered(await api.post("/v2/orders", {}, { auth: true }), "new cart").number;
  await api.post("/v2/orders/{number}/line_item", designLineBody(configuration, designId), { path: { number }, auth: true });
}
