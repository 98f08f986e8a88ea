/**
 * Which of the server's two figures a storefront shows (docs/adr/0019-one-price-rule.md).
 * The server answers every charged amount net and with VAT; a screen only picks
 * one by the storefront's `price_display`, it never adds VAT itself.
 */

export type PriceDisplay = "gross" | "net-plus-vat" | "no-vat";

export interface NetAndGross {
  /** Without VAT, minor units. */
  total: number;
  /** With VAT, minor units. */
  total_with_vat: number;
}

/** The figure of an amount the storefront shows: with VAT where prices include it, net elsewhere. */
export function shownTotal(amount: NetAndGross, display: PriceDisplay): number {
  return display === "gross" ? amount.total_with_vat : amount.total;
}
