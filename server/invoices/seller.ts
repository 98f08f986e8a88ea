/**
 * The seller: the company printed on every invoice and named on the legal pages
 * (the imprint, the terms' governing law). OPERATOR-CONFIGURED through the
 * environment, `SELLER_*` (the older `INVOICE_SELLER_*` names are still read, so
 * a deployment that set them keeps working). The name, address and e-mail have
 * defaults so development and the tests read properly; the optional lines (phone,
 * register, representatives, share capital) have none, and the imprint omits a
 * line that is not set rather than show a placeholder (docs/adr/0070).
 */

export interface Seller {
  /** The legal name with its legal form, e.g. "Boxwright sp. z o.o.". */
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIso: string;
  vatId: string;
  email: string;
  /** Optional lines of the imprint: empty when the operator has not set them. */
  phone: string;
  /** Commercial register, court and number, e.g. "KRS 0000123456, Sąd Rejonowy dla m.st. Warszawy". */
  register: string;
  /** Who represents the company (managing directors, board). */
  representative: string;
  /** Share capital as the company's law requires it to be shown, e.g. "PLN 5,000". */
  shareCapital: string;
}

/** Placeholder VAT number (operator-configured): invoices show it until the real one is set; the imprint never does. */
export const PLACEHOLDER_VAT_ID = "PL0000000000";

type Env = Record<string, string | undefined>;

/** `SELLER_<key>`, else the older `INVOICE_SELLER_<key>`, trimmed; empty when neither is set. */
function setting(env: Env, key: string): string {
  return (env[`SELLER_${key}`] || env[`INVOICE_SELLER_${key}`] || "").trim();
}

export function sellerFromEnv(env: Env = process.env): Seller {
  return {
    name: setting(env, "NAME") || "Boxwright",
    street: setting(env, "STREET") || "ul. Magazynowa 5",
    zipCode: setting(env, "ZIP_CODE") || "05-090",
    city: setting(env, "CITY") || "Janki",
    countryIso: (setting(env, "COUNTRY_ISO") || "PL").toUpperCase(),
    vatId: setting(env, "VAT_ID") || PLACEHOLDER_VAT_ID,
    email: setting(env, "EMAIL") || "hello@boxwright.com",
    phone: setting(env, "PHONE"),
    register: setting(env, "REGISTER"),
    representative: setting(env, "REPRESENTATIVE"),
    shareCapital: setting(env, "SHARE_CAPITAL"),
  };
}

/** The settings a live shop must set and has not (docs/operating.md 'Legal pages'): empty when all are set. */
export function missingSellerSettings(env: Env = process.env): string[] {
  const required = ["NAME", "STREET", "ZIP_CODE", "CITY", "COUNTRY_ISO", "VAT_ID", "EMAIL", "REGISTER", "REPRESENTATIVE"];
  return required.filter((key) => !setting(env, key)).map((key) => `SELLER_${key}`);
}
