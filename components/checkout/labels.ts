"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/** Names of delivery and payment methods in the shopper's language, by the API's codes. */

const SHIPPING_KEYS = {
  courier: "courier",
  "courier-free": "courierFree",
  "sample-packs-free": "samplePacksFree",
  "sample-packs-eu4": "samplePacksEu4",
  palettes: "palettes",
  "pick-up": "pickUp",
  "polish-post": "polishPost",
} as const;

const PAYMENT_KEYS = ["card", "check", "paypal", "p24", "ideal", "bancontact", "eps", "giropay", "sofort", "hokodo"] as const;

export function useShippingName(): (type: string | null | undefined) => string {
  const t = useTranslations("Checkout.shipping");
  return useCallback((type) => t(type && type in SHIPPING_KEYS ? SHIPPING_KEYS[type as keyof typeof SHIPPING_KEYS] : "other"), [t]);
}

export function usePaymentName(): (code: string | null | undefined) => string {
  const t = useTranslations("Checkout.paymentMethods");
  return useCallback(
    (code) => t((PAYMENT_KEYS as readonly (string | null | undefined)[]).includes(code) ? (code as (typeof PAYMENT_KEYS)[number]) : "other"),
    [t],
  );
}
