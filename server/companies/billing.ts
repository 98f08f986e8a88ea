import type { Region } from "@/regions/schema";
import type { Database, Tx } from "@/server/db/client";
import type { StoredAddress } from "@/server/db/schema";
import type { UserRow } from "@/server/users/serialize";
import { membershipOf, type CompanyRow } from "./access";

/**
 * What a company member's new order is billed to (ADR 0057): the company's name, VAT
 * id, billing address and invoice reference, and its delivery address where the
 * storefront delivers there. These are the order's first details, so the checkout's
 * form opens filled with them; whatever the member enters there replaces them.
 */

export interface CompanyOrderDetails {
  companyId: number | null;
  customerType?: "b2b";
  vatId?: string | null;
  billAddress?: StoredAddress;
  billCountryIso?: string;
  shipAddress?: StoredAddress;
  shipCountryIso?: string;
  invoiceReference?: string | null;
}

/** The company's addresses carry its name: the invoice names the company, not only the person. */
function withCompanyName(address: StoredAddress, company: CompanyRow): StoredAddress {
  return { ...address, company_name: address.company_name?.trim() || company.name };
}

export async function companyOrderDetails(db: Database | Tx, user: UserRow, region: Region): Promise<CompanyOrderDetails> {
  const membership = await membershipOf(db, user);
  if (!membership) return { companyId: null };
  const { company } = membership;
  const details: CompanyOrderDetails = {
    companyId: company.id,
    customerType: "b2b",
    // The account's own VAT id stands where the company has none.
    vatId: company.vatId ?? user.vatId,
    invoiceReference: company.invoiceReference,
  };
  if (company.billingAddress) {
    details.billAddress = withCompanyName(company.billingAddress, company);
    details.billCountryIso = company.billingAddress.country_iso;
  }
  // A delivery address the storefront does not deliver to (or one needing a state it lacks) is left for the checkout to ask.
  const delivery = company.deliveryAddress;
  if (delivery && region.allowedShippingCountries.includes(delivery.country_iso) && !region.partiallySupportedCountries.includes(delivery.country_iso)) {
    details.shipAddress = withCompanyName(delivery, company);
    details.shipCountryIso = delivery.country_iso;
  }
  return details;
}
