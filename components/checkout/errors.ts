"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { blamedFields } from "@/lib/api/answers";
import { issueProblemOf } from "@/components/ui/form/problems";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";

/**
 * Turns a failed checkout or payment call into words in the shopper's language.
 * The API names what is wrong with a code and, for a form, the field it blames
 * (`details.field`, or for a request that does not match the schema a list of
 * `details[].path`); the form shows the message beside that field.
 */

/** The codes the checkout has words for. */
export const CHECKOUT_ERROR_CODES = [
  "cart_empty",
  "email_required",
  "ship_address_required",
  "country_not_shipped",
  "bill_address_required",
  "company_required",
  "shipment_type_required",
  "shipment_type_not_allowed",
  "invalid_shipment_type",
  "payment_required",
  "invalid_vat_id",
  "order_not_editable",
  "invalid_card",
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "authentication_failed",
  "payment_failed",
  "payment_in_progress",
  "payment_method_not_allowed",
  "payment_provider_unavailable",
  "order_paid",
  "order_canceled",
  "order_payment_pending",
  "order_changed",
  // The payment step found the order's discount code taken by another order (ADR 0028).
  "coupon_used_up",
  // Too many orders paid by bank transfer from one address or to one recipient (server/payments/transfer-limits.ts).
  "rate_limited",
  "shipment_not_available",
  "vat_id_not_registered",
  "state_required",
  "state_not_supported",
  // An order above a company member's spending limit waits for an approver (ADR 0055).
  "approval_required",
] as const;
type KnownCode = (typeof CHECKOUT_ERROR_CODES)[number];

export interface CheckoutProblem {
  /** One sentence for the top of the form. */
  message: string;
  /** Messages by the field's API path: 'email', 'ship_address.zip_code', 'bill_address.company_name' ... */
  fields: Record<string, string>;
  code?: string;
}

function isKnownCode(code: string | undefined): code is KnownCode {
  return (CHECKOUT_ERROR_CODES as readonly (string | undefined)[]).includes(code);
}

/** A missing address is shown at its first field, where the shopper starts typing. */
function fieldPath(field: string): string {
  if (field === "ship_address" || field === "bill_address") return `${field}.first_name`;
  return field.replace(/^order\./, "");
}

export function useCheckoutProblem(): (error: unknown) => CheckoutProblem {
  const t = useTranslations("Checkout.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return { message: t("network"), fields: {} };
      if (!(error instanceof ApiError)) return { message: t("generic"), fields: {} };
      if (isKnownCode(error.code)) {
        const field = (error.details as { field?: unknown } | null)?.field;
        const message = t(error.code);
        return { message, code: error.code, fields: typeof field === "string" ? { [fieldPath(field)]: message } : {} };
      }
      // A refusal from the card's bank under a code of its own still reads as a decline.
      if (error.status === 402) return { message: t("card_declined"), code: error.code, fields: {} };
      const issues = Array.isArray(error.details) ? blamedFields(error) : [];
      if (error.status === 400 || issues.length > 0) {
        const fields = Object.fromEntries(issues.map((issue) => [fieldPath(issue.path), t(issueProblemOf(issue.path, issue.code))]));
        return { message: t("validation"), code: error.code, fields };
      }
      return { message: t("generic"), code: error.code, fields: {} };
    },
    [t],
  );
}
