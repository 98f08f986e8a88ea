import type { OfferState } from "@/lib/b2b/states";
import { HttpError } from "@/server/http/errors";

/**
 * Which state an offer may move to from which. Accepted, expired and withdrawn
 * are final: a buyer who needs more gets a new offer.
 */
const MOVES: Record<OfferState, readonly OfferState[]> = {
  draft: ["sent", "withdrawn"],
  sent: ["viewed", "accepted", "expired", "withdrawn"],
  viewed: ["accepted", "expired", "withdrawn"],
  accepted: [],
  expired: [],
  withdrawn: [],
};

export function canMove(from: OfferState, to: OfferState): boolean {
  return MOVES[from].includes(to);
}

/** States in which the buyer may still accept (if the date allows). */
export const OPEN_STATES: readonly OfferState[] = ["sent", "viewed"];

/** The refusal for an offer that cannot make a move, worded for its state. */
export function refusedMove(from: OfferState): HttpError {
  switch (from) {
    case "expired":
      return new HttpError(409, "offer_expired", "This offer has expired");
    case "withdrawn":
      return new HttpError(409, "offer_withdrawn", "This offer has been withdrawn");
    case "accepted":
      return new HttpError(409, "offer_already_accepted", "This offer has been accepted already");
    case "draft":
      return new HttpError(409, "offer_not_sent", "This offer has not been sent yet");
    default:
      return new HttpError(409, "offer_not_draft", "Only a draft offer can change");
  }
}

/** Whether a sent offer's date has passed. */
export function isPastDue(offer: { state: OfferState; validUntil: Date }, now: Date): boolean {
  return OPEN_STATES.includes(offer.state) && offer.validUntil.getTime() < now.getTime();
}
