/**
 * Checkout steps as the shop API names them, and the spec's mapping from the step
 * the shopper asks for to the state sent (spec section 4 'Checkout'): moving to
 * 'delivery' means the order is at its 'address' state, 'payment' at 'delivery';
 * every other state is sent unchanged.
 */

export const CHECKOUT_STATES = ["cart", "address", "delivery", "payment", "complete"] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

export function stateToSend(requested: string): string {
  if (requested === "delivery") return "address";
  if (requested === "payment") return "delivery";
  return requested;
}
