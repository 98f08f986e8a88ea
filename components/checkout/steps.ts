import { stateToSend } from "@/lib/checkout/state";
import type { Order, OrderLine } from "./types";

/**
 * The checkout page's steps, worked out from the order's state on the server, so a
 * reload, a second tab or the back button always lands on the right one.
 *
 * The spec sends the step asked for through `stateToSend`: asking for the delivery
 * step moves the order to 'address', asking for the payment step to 'delivery'.
 * So an order at 'address' has its details and waits for the delivery choice; one
 * at 'delivery' waits for the shopper to pay; 'payment' means a payment was begun
 * and the summary offers to pay again.
 */

export type CheckoutStep = "details" | "delivery" | "summary";

export const STEPS: readonly CheckoutStep[] = ["details", "delivery", "summary"];

export function stepOf(order: Pick<Order, "state">): CheckoutStep {
  switch (order.state) {
    case "address":
      return "delivery";
    case "delivery":
    case "payment":
      return "summary";
    default:
      return "details";
  }
}

/** The state to send to show a step: the details form needs the order back at 'cart'. */
export function stateForStep(step: CheckoutStep): string {
  if (step === "details") return "cart";
  return stateToSend(step === "delivery" ? "delivery" : "payment");
}

/** Lines the shopper bought (services and extras hang off them). */
export function productLines(order: Pick<Order, "line_items">): OrderLine[] {
  return order.line_items.filter((line) => line.kind === "product");
}

export function isEmpty(order: Pick<Order, "line_items"> | null | undefined): boolean {
  return !order || productLines(order).length === 0;
}
