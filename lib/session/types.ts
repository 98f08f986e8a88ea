import type { Answer, Schema } from "@/lib/api/contract";

/** The account shapes the browser reads from the shop API, named after the API's own contract (ADR 0025). */

export type CustomerType = Schema<"User">["customer_type"];

export type Location = NonNullable<Schema<"User">["last_used_location"]>;

export type AccountUser = Schema<"User">;

/** users/current adds the token as spree_api_key. */
export type CurrentUser = Answer<"/users/current", "get">;

/** What anonymous creation, sign-in, e-mail confirmation and password reset answer with. */
export type Session = Schema<"Session">;

/** What sign-up answers, alike for a new and a registered address: the link is in the mail (ADR 0029). */
export type SignUpAnswer = Schema<"SignUpAnswer">;

export type Address = Schema<"Address">;

export type AddressInput = Schema<"NewAddress">;

/** v2/states answers in the JSON:API shape. */
export type StatesResponse = Answer<"/v2/states", "get">;

export type Wallet = Schema<"Wallet">;

/** Consent types of spec section 3; the server validates against the same list. */
export const CONSENT_TYPES = [
  "terms_and_conditions_and_privacy_policy",
  "terms_and_conditions_plus",
  "marketing",
  "newsletter",
  "envelope",
  "instant_service",
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentStatus = "granted" | "declined";

export interface ConsentAnswer {
  type: ConsentType;
  status: ConsentStatus;
}
