"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import { useKindWords } from "./product-words";

/** Why the product did not reach the cart, in the shopper's words (a box is called a box, a bag a product). */
export function useCartErrorText(): (error: unknown) => string {
  const t = useTranslations("Editor.order.errors");
  const say = useKindWords();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return t("network");
      if (error instanceof ApiError) {
        // The open cart is being paid for in another tab, or was placed meanwhile.
        if (error.status === 409) return t("cartLocked");
        if (error.code === "design_not_found") return t("designMissing");
        // Options the product is not made with (a hand-made or outdated link): the server refuses them.
        if (error.code === "invalid_option" || error.code === "invalid_paid_asset" || error.code === "express_unavailable") return say("invalidOption");
      }
      return say("cartFailed");
    },
    [t, say],
  );
}
