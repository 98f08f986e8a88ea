"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { blamedFields } from "@/lib/api/answers";
import { refusalKindOf } from "./problems";

/**
 * Turns a failed account call into words for the shopper: the API's error codes
 * map to messages in the shopper's language; the field the server blamed is kept
 * so the form can mark it.
 */

export const ACCOUNT_ERROR_CODES = [
  "invalid_credentials",
  "rate_limited",
  "email_taken",
  "already_registered",
  "password_too_short",
  "password_too_long",
  "password_too_common",
  "invalid_link",
  "company_required",
  "state_required",
  "invalid_state",
  "invalid_country",
] as const;

export interface ShownError {
  message: string;
  /** The request field the server named, if any (email, password, state_id ...). */
  field?: string;
}

export function useErrorText(): (error: unknown) => ShownError {
  const t = useTranslations("Account.errors");
  return useCallback(
    (error: unknown) => {
      const refusal = refusalKindOf(error, ACCOUNT_ERROR_CODES);
      const field = blamedFields(error)[0]?.path;
      switch (refusal.kind) {
        case "network":
          return { message: t("network") };
        case "code":
          return { message: t(refusal.code as (typeof ACCOUNT_ERROR_CODES)[number]), field };
        case "validation":
          return { message: t("validation"), field };
        default:
          return { message: t("generic") };
      }
    },
    [t],
  );
}
