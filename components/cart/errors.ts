"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";

/**
 * The orders API's error codes in the shopper's language. The server's own
 * message is English and meant for developers, so it is never shown.
 */

const KNOWN_CODES = [
  "coupon_not_found",
  "coupon_expired",
  "coupon_used_up",
  "invalid_variant",
  "variant_required",
  "invalid_quantity",
  "invalid_bundle",
  "order_not_editable",
  "order_payment_pending",
  "rate_limited",
  // A line's own shape and configuration (docs/adr/0019-one-price-rule.md, 0024-cart-line-shapes.md).
  "sample_pack_quantity",
  "expert_check_not_offered",
  "invalid_option",
  "invalid_paid_asset",
  "express_unavailable",
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function isKnownCode(code: string | undefined): code is KnownCode {
  return (KNOWN_CODES as readonly (string | undefined)[]).includes(code);
}

function minimumOf(error: ApiError): number | undefined {
  const minimum = (error.details as { minimum?: unknown } | undefined)?.minimum;
  return typeof minimum === "number" && Number.isSafeInteger(minimum) ? minimum : undefined;
}

export function useCartErrorText(formatter: CurrencyFormatter): (error: unknown) => string {
  const t = useTranslations("Cart.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return t("network");
      if (error instanceof ApiError) {
        if (error.code === "coupon_minimum_not_met") {
          const minimum = minimumOf(error);
          return minimum === undefined ? t("coupon_minimum_unknown") : t("coupon_minimum_not_met", { minimum: formatMinorUnits(minimum, formatter) });
        }
        if (isKnownCode(error.code)) return t(error.code);
        if (error.status === 400) return t("validation");
        if (error.status === 404) return t("not_found");
      }
      return t("generic");
    },
    [t, formatter],
  );
}
