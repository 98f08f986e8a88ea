"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";

/**
 * Turns a failed call into words for the shopper: the API's error codes map to
 * messages in the shopper's language; the field the server blamed is kept so the
 * form can mark it.
 */

const KNOWN_CODES = [
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
type KnownCode = (typeof KNOWN_CODES)[number];

export interface ShownError {
  message: string;
  /** The request field the server named, if any (email, password, state_id ...). */
  field?: string;
}

function isKnownCode(code: string | undefined): code is KnownCode {
  return (KNOWN_CODES as readonly (string | undefined)[]).includes(code);
}

function blamedField(error: ApiError): string | undefined {
  const details = error.details as { field?: unknown } | undefined;
  return typeof details?.field === "string" ? details.field : undefined;
}

export function useErrorText(): (error: unknown) => ShownError {
  const t = useTranslations("Account.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiNetworkError) return { message: t("network") };
      if (error instanceof ApiError) {
        if (isKnownCode(error.code)) return { message: t(error.code), field: blamedField(error) };
        if (error.status === 400) return { message: t("validation"), field: blamedField(error) };
      }
      return { message: t("generic") };
    },
    [t],
  );
}

/** Field name → message, for the fields left empty. */
export function missingFields<K extends string>(values: Partial<Record<K, string>>, message: string): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [field, value] of Object.entries(values) as [K, string | undefined][]) if (!value?.trim()) errors[field] = message;
  return errors;
}
