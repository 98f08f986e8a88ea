/**
 * The b2b side's states, shared by the API (server/quotes, server/offers,
 * server/approvals) and the pages that show them.
 */

/** Quote request modes as the form sends them: 0 = QR (a quick request), 1 = Brief. */
export const QUOTE_MODES = { qr: 0, brief: 1 } as const;
export type QuoteMode = (typeof QUOTE_MODES)[keyof typeof QUOTE_MODES];

export const QUOTE_REQUEST_STATES = ["new", "in_progress", "offered", "closed"] as const;
export type QuoteRequestState = (typeof QUOTE_REQUEST_STATES)[number];

/**
 * An offer's life: a manager's draft is sent; the buyer's first look makes it
 * viewed; accepting chosen lines makes it accepted (final). A sent or viewed offer
 * past its date is expired; the manager may withdraw one not yet accepted.
 */
export const OFFER_STATES = ["draft", "sent", "viewed", "accepted", "expired", "withdrawn"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** A published fileset waits for the buyer; a newer one for the same order supersedes it. */
export const FILESET_STATUSES = ["pending", "approved", "changes_requested", "superseded"] as const;
export type FilesetStatus = (typeof FILESET_STATUSES)[number];

/** The answers a buyer can give to a pending fileset. */
export const FILESET_REVIEWS = ["approved", "changes_requested"] as const;
export type FilesetReview = (typeof FILESET_REVIEWS)[number];

/** Where an order's production files stand, from the manager's side. */
export const QA_STATES = ["awaiting_files", "in_review", "awaiting_approval", "changes_requested", "approved", "in_production"] as const;
export type QaState = (typeof QA_STATES)[number];
