import type { Schema } from "@/lib/api/contract";

/**
 * The order as the browser reads it from GET orders/mine and GET orders/{number},
 * named from the API's contract (lib/api/contract.ts).
 */

export type Order = Schema<"Order">;
export type OrderLine = Schema<"LineItem">;
export type OrderState = Order["state"];
export type PaymentState = Order["payment_state"];
/** An address as the order keeps it (the checkout's fields). */
export type OrderAddress = NonNullable<Order["ship_address"]>;

/** Every order and payment state, as lists (components/plus reads them); each must be one the contract names. */
export const ORDER_STATES = ["cart", "address", "delivery", "payment", "complete", "canceled"] as const satisfies readonly OrderState[];
export const PAYMENT_STATES = ["OK", "WAITING", "DELAYED", "FAILED", "NOT_STARTED"] as const satisfies readonly PaymentState[];
