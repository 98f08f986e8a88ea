"use client";

import { Suspense } from "react";
import { preloadedLazy } from "@/components/configurator/preloaded-lazy";
import type { ProductViewerButtonProps } from "./ProductViewerButton";

/**
 * "View in 3D" whose code follows the product page's first load (docs/performance.md):
 * rendered with the page, so the button is in the server's HTML where it belongs, and
 * live once the product page's later chunk has come (components/configurator/after-first-load.ts).
 */
const Button = preloadedLazy<ProductViewerButtonProps>(() => import("@/components/configurator/after-first-load").then((module) => module.ProductViewerButton));

export function ProductViewerButtonLater(props: ProductViewerButtonProps) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
