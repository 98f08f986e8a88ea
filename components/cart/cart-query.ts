import type { ApiService } from "@/lib/api/api-service";
import { getUnlessMissing } from "@/lib/api/answers";
import type { Order } from "./types";

/** The open cart's place in the query cache, shared by the cart page, every add-to-cart button and the header's count. */
export const cartKey = (userId: number | undefined) => ["cart", userId ?? null] as const;

/**
 * Whether this browser has had an open cart: the header's count asks the shop only
 * then, so a visitor without one is not sent a 404 on every page (a console error
 * each time, which crawlers' audits count against the page).
 */
const CART_MARK = "bw-cart";

export function rememberCart(open: boolean): void {
  try {
    if (open) localStorage.setItem(CART_MARK, "1");
    else localStorage.removeItem(CART_MARK);
  } catch {
    // Storage refused (private mode): the count then waits for a page that loads the cart.
  }
}

export function mayHaveCart(): boolean {
  try {
    return localStorage.getItem(CART_MARK) !== null;
  } catch {
    return false;
  }
}

/** The visitor's open cart; null when there is none in this storefront yet (404). */
export async function loadOpenCart(api: ApiService): Promise<Order | null> {
  const cart = await getUnlessMissing(api, "/v2/orders/current", { auth: true });
  rememberCart(cart !== null);
  return cart;
}
