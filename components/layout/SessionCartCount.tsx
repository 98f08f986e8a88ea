"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { cartView } from "@/components/cart/cart-lines";
import { cartKey, loadOpenCart, mayHaveCart, rememberCart } from "@/components/cart/cart-query";
import { useApi } from "@/components/providers/api";
import { QueryCacheProvider } from "@/components/providers/query";
import { useSession } from "@/components/providers/SessionProvider";
import shared from "@/components/ui/shared.module.css";
import styles from "./layout.module.css";

/** The count itself, loaded by CartCount once the page is hydrated. `label` is Trust.cartCount with its {count} left in. */
export default function SessionCartCount({ label }: { label: string }) {
  return (
    <QueryCacheProvider>
      <CountForSession label={label} />
    </QueryCacheProvider>
  );
}

export function CountForSession({ label }: { label: string }) {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id;
  // Asked for only where this browser has had a cart; an add-to-cart on this page fills the same cache entry anyway.
  const [marked] = useState(mayHaveCart);
  // The same query as the cart's (useCart): one request, one answer, and every change to the cart replaces it.
  const query = useQuery({ queryKey: cartKey(userId), queryFn: () => loadOpenCart(api), enabled: userId !== undefined && marked });
  useEffect(() => {
    if (query.data) rememberCart(true);
  }, [query.data]);
  const count = query.data ? cartView(query.data).productCount : 0;
  if (count === 0) return null;
  return (
    <span className={styles.cartCount} data-testid="cart-count">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className={shared.visuallyHidden}>{label.replace("{count}", String(count))}</span>
    </span>
  );
}
