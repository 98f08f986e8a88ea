"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";

/** Why the box did not reach the cart, in the shopper's words. */
export function useCartErrorText(): (error: unknown) => string {
  const t = useTranslations("Editor.order.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return t("network");
      if (error instanceof ApiError) {
        // The open cart is being paid for in another tab, or was placed meanwhile.
        if (error.status === 409) return t("cartLocked");
        if (error.code === "design_not_found") return t("designMissing");
        // Options the product is not made with (a hand-made or outdated link): the server refuses them.
        if (error.code === "invalid_option" || error.code === "invalid_paid_asset" || error.code === "express_unavailable") return t("invalid_option");
      }
      return t("generic");
    },
    [t],
  );
}
