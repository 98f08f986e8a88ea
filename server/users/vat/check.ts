import type { Region } from "@/regions/schema";
import { reverseChargeApplies } from "@/server/pricing/tax";
import { vatRegistry, VatRegistryUnavailable, type VatRegistryAnswer } from "./registry";
import { validateVatId, vatCountryOf, type VatCustomerType, type VatIdResult } from "./validate";

/**
 * A VAT id checked as the storefront needs it: format and check digits always,
 * and registration with the VAT registry where the id would make the sale a
 * reverse charge (a business from another EU country than the seller's). A
 * domestic company's id is not sent to the registry: its sale carries VAT anyway.
 */
export interface VatIdCheck {
  result: VatIdResult;
  /** The registry's answer; null when it was not asked or could not answer. */
  registry: VatRegistryAnswer | null;
  registryUnavailable: boolean;
  /** The sale would be a reverse charge with this id. */
  reverseCharge: boolean;
}

export async function checkVatIdFor(region: Region, input: { vatId: string; countryIso: string; customerType: VatCustomerType }): Promise<VatIdCheck> {
  const result = validateVatId(input);
  if (!result.valid || !result.normalized) return { result, registry: null, registryUnavailable: false, reverseCharge: false };
  const country = vatCountryOf(result.normalized);
  if (!reverseChargeApplies(region, { customerType: input.customerType, confirmedVatCountryIso: country })) {
    return { result, registry: null, registryUnavailable: false, reverseCharge: false };
  }
  try {
    const registry = await vatRegistry().check(country, result.normalized.slice(2));
    return { result, registry, registryUnavailable: false, reverseCharge: registry.valid };
  } catch (error) {
    if (!(error instanceof VatRegistryUnavailable)) throw error;
    return { result, registry: null, registryUnavailable: true, reverseCharge: false };
  }
}
