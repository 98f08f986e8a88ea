"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, ApiNetworkError, AUTH_TOKEN_NOT_DEFINED } from "@/lib/api/errors";

/**
 * A refused sample pack in the shopper's language. The server's own message is
 * English and meant for developers, so it is never shown.
 */

/** What went wrong, as the page tells it; the keys are under SamplePacks.errors. */
type Problem = "noSamples" | "tooMany" | "unavailableSamples" | "outdated" | "cartChanged" | "notReady" | "network" | "generic";

const PROBLEM_OF_CODE: Readonly<Record<string, Problem>> = {
  samples_required: "noSamples",
  too_many_samples: "tooMany",
  // The page offers only what the server accepts, so these mean the catalogue moved on since the page was made.
  unknown_sample: "unavailableSamples",
  duplicate_sample: "unavailableSamples",
  invalid_sku: "outdated",
  unsupported_version: "outdated",
  order_not_editable: "cartChanged",
};

function problemOf(error: unknown): Problem {
  if (error instanceof ApiNetworkError) return "network";
  if (error instanceof ApiError) return (error.code && PROBLEM_OF_CODE[error.code]) || (error.status === 409 ? "cartChanged" : "generic");
  // The visitor's session (and so the token) is not there yet.
  if (error instanceof Error && error.message === AUTH_TOKEN_NOT_DEFINED) return "notReady";
  return "generic";
}

export function useSamplePackError(max: number): (error: unknown) => string {
  const t = useTranslations("SamplePacks.errors");
  return useCallback((error: unknown) => t(problemOf(error), { max }), [t, max]);
}
