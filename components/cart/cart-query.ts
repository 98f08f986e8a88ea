import type { ApiService } from "@/lib/api/api-service";
import { getUnlessMissing } from "@/lib/api/answers";
import type { Order } from "./types";

/** The open cart's place in the query cache, shared by the cart page, every add-to-cart button and the header's count. */
export const cartKey = (userId: number | undefined) => ["cart", userId ?? null] as const;

/** The visitor's open cart; null when there is none in this storefront yet (404). */
export function loadOpenCart(api: ApiService): Promise<Order | null> {
  return getUnlessMissing(api, "/v2/orders/current", { auth: true });
}
