/**
 * The payment methods a shopper chooses from, and how each is paid. A region's
 * `allowedPaymentMethods` names the spec's identifiers: 'stripe' (and
 * 'stripe_intent') is the card provider itself, not a choice of its own, so the
 * card is offered when the region allows 'card' or the provider; 'transfer' is
 * another name for 'check', the bank transfer.
 */

export type PaymentKind = "card" | "redirect" | "bank_transfer";

export interface PaymentMethodOption {
  /** Stable numeric id, sent back as payments_attributes.payment_method_id. */
  id: number;
  code: PaymentMethodCode;
  kind: PaymentKind;
}

export const PAYMENT_METHOD_OPTIONS = [
  { id: 1, code: "card", kind: "card" },
  { id: 2, code: "check", kind: "bank_transfer" },
  { id: 3, code: "paypal", kind: "redirect" },
  { id: 4, code: "p24", kind: "redirect" },
  { id: 5, code: "ideal", kind: "redirect" },
  { id: 6, code: "bancontact", kind: "redirect" },
  { id: 7, code: "eps", kind: "redirect" },
  { id: 8, code: "giropay", kind: "redirect" },
  { id: 9, code: "sofort", kind: "redirect" },
  { id: 10, code: "hokodo", kind: "redirect" },
] as const satisfies readonly { id: number; code: string; kind: PaymentKind }[];

export type PaymentMethodCode = (typeof PAYMENT_METHOD_OPTIONS)[number]["code"];
export const REDIRECT_METHODS = PAYMENT_METHOD_OPTIONS.filter((option) => option.kind === "redirect").map((option) => option.code);

/** The card payment provider named in the payment paths (v2/{orderId}/{provider}/...). */
export const CARD_PROVIDER = "stripe";

function offers(allowed: readonly string[], code: PaymentMethodCode): boolean {
  if (code === "card") return allowed.includes("card") || allowed.includes("stripe") || allowed.includes("stripe_intent");
  if (code === "check") return allowed.includes("check") || allowed.includes("transfer");
  return allowed.includes(code);
}

/** What a storefront offers, in a stable order: card, bank transfer, then the redirect methods. */
export function paymentMethodsFor(allowed: readonly string[]): PaymentMethodOption[] {
  return PAYMENT_METHOD_OPTIONS.filter((option) => offers(allowed, option.code));
}

/** A method by its numeric id or its code ('transfer' counts as 'check'). */
export function findPaymentMethod(reference: number | string): PaymentMethodOption | undefined {
  const code = reference === "transfer" ? "check" : reference;
  return PAYMENT_METHOD_OPTIONS.find((option) => option.id === reference || option.code === code);
}
