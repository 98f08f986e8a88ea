/**
 * What the shop needs from a card payment provider: PaymentIntents that are
 * created and confirmed in one call, retrieved, confirmed again after an
 * authentication step, and canceled. Both gateways answer in this shape.
 */

export const INTENT_STATUSES = ["requires_payment_method", "requires_action", "requires_confirmation", "processing", "succeeded", "canceled"] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** Why a payment failed, in the provider's own decline codes; 'order_changed' is the shop's own (ADR 0020). */
export type FailureCode = "card_declined" | "insufficient_funds" | "expired_card" | "authentication_failed" | "payment_failed" | "order_changed";

export interface Intent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  clientSecret: string;
  /** Where the shopper completes an action (authentication, the bank's page); null when the provider's script handles it. */
  nextActionUrl: string | null;
  /** The order the intent pays, from its metadata. */
  orderNumber: string | null;
  failure: FailureCode | null;
}

export interface NewIntent {
  amount: number;
  currency: string;
  orderNumber: string;
  /** 'card' or a redirect method (p24, ideal ...). */
  methodType: string;
  /** The card's payment method id; redirect methods have none. */
  paymentMethodId?: string;
  email?: string | null;
  locale: string;
  /** Where the provider sends the shopper back after an action. */
  returnUrl: string;
  idempotencyKey: string;
}

export interface CardGateway {
  readonly name: "stripe" | "local";
  publishableKey(): string;
  /** Creates and confirms at once; a decline comes back as requires_payment_method with a failure. */
  createIntent(input: NewIntent): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  /** Confirms an intent waiting for confirmation (after authentication); others come back as they are. */
  confirmIntent(id: string, idempotencyKey: string): Promise<Intent>;
  cancelIntent(id: string, idempotencyKey: string): Promise<Intent>;
  /** Which redirect methods this gateway can take (the local one takes all). */
  supportsMethod(methodType: string): boolean;
}
