/**
 * The seller printed on every invoice. OPERATOR-CONFIGURED: the company's legal
 * details are set here, in this one module, before the shop issues real
 * invoices. The VAT number below is a placeholder, not a registered number;
 * each value may also be set through the environment so a deployment can fill
 * them in without a code change.
 */

export interface Seller {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIso: string;
  vatId: string;
  email: string;
}

/** Placeholder VAT number (operator-configured): invoices show it until the real one is set. */
export const PLACEHOLDER_VAT_ID = "PL0000000000";

export function sellerFromEnv(env: Record<string, string | undefined> = process.env): Seller {
  return {
    name: env.INVOICE_SELLER_NAME || "Boxwright",
    street: env.INVOICE_SELLER_STREET || "ul. Magazynowa 5",
    zipCode: env.INVOICE_SELLER_ZIP_CODE || "05-090",
    city: env.INVOICE_SELLER_CITY || "Janki",
    countryIso: env.INVOICE_SELLER_COUNTRY_ISO || "PL",
    vatId: env.INVOICE_SELLER_VAT_ID || PLACEHOLDER_VAT_ID,
    email: env.INVOICE_SELLER_EMAIL || "hello@boxwright.com",
  };
}
