"use client";

import { useSearchParams } from "next/navigation";
import { OfferReview } from "./OfferReview";
import type { Formatters } from "./words";

/** The page's island: the shell is the same for every offer, so whether this is the manager's preview is read in the browser. */
export function OfferReviewPage({ token, formatters }: { token: string; formatters: Formatters }) {
  const preview = useSearchParams()?.get("preview") === "true";
  return <OfferReview token={token} preview={preview} formatters={formatters} />;
}
