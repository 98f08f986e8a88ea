"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/providers/hydrated";

/**
 * The number of products in the visitor's cart, on the header's cart link. The
 * header is prerendered and the same for everyone, so the count is read in the
 * browser after hydration, through the query cache the cart page and every "add
 * to cart" button share: an addition anywhere shows here at once. Until then, and
 * for an empty cart, nothing is shown; the badge sits over the icon, so its
 * arrival moves nothing (no layout shift).
 */
const SessionCartCount = lazy(() => import("./SessionCartCount"));

export function CartCount({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SessionCartCount label={label} />
    </Suspense>
  );
}
