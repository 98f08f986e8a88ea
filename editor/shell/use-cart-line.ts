"use client";

import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { cartKey, loadOpenCart } from "@/components/cart/useCart";
import { designLineIn } from "./order";

/**
 * Whether the open cart already holds a line with this design (and its sku): then "into the cart" updates
 * that line (addDesignLine, ADR 0043), and the button says so. Read through the cart's own query, so the
 * editor and the cart share one copy; null design or sku (an example, a product not sold here): no line.
 */
export function useDesignInCart(designId: number | null, sku: string | null): boolean {
  const api = useApi();
  const userId = useSession().user?.id;
  const query = useQuery({
    queryKey: cartKey(userId),
    queryFn: () => loadOpenCart(api),
    enabled: userId !== undefined && designId !== null && sku !== null,
    staleTime: 30_000,
  });
  return designId !== null && sku !== null && designLineIn(query.data, designId, sku) !== undefined;
}
