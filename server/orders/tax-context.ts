import type { TaxContext } from "@/server/pricing/tax";
import { vatCountryOf } from "@/server/users/vat/validate";
import type { OrderRow } from "./service";

/**
 * What the order's VAT depends on besides its destination: the buyer type, and
 * the country of a VAT id only once the VAT registry confirmed it. An id that was
 * merely typed in (or copied from the profile) grants nothing.
 */
export function taxContextOf(order: Pick<OrderRow, "customerType" | "vatId" | "vatCheckSource">): TaxContext {
  return {
    customerType: order.customerType,
    confirmedVatCountryIso: order.vatId && order.vatCheckSource ? vatCountryOf(order.vatId) : null,
  };
}
