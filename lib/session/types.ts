/** The account shapes the browser reads from the shop API (server/users/schemas.ts is their source). */

export type CustomerType = "b2b" | "b2c";

export interface Location {
  country_iso: string;
  zip_code: string | null;
}

export interface AccountUser {
  id: number;
  email: string | null;
  anonymous: boolean;
  confirmed: boolean;
  customer_type: CustomerType;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company_name: string | null;
  vat_id: string | null;
  locale: string;
  region: string;
  survey: Record<string, string>;
  manager: boolean;
  last_used_location: Location | null;
  shipping_destination: Location | null;
  created_at: string;
}

/** users/current adds the token as spree_api_key. */
export interface CurrentUser extends AccountUser {
  spree_api_key: string;
}

/** What anonymous creation, registration, sign-in and password reset answer with. */
export interface Session {
  token: string;
  user: AccountUser;
}

export interface Address {
  id: number;
  kind: "delivery" | "billing";
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  city: string;
  zip_code: string;
  country_iso: string;
  state_id: number | null;
  phone: string | null;
  is_default: boolean;
}

export type AddressInput = Omit<Address, "id" | "kind" | "is_default"> & Partial<Pick<Address, "kind" | "is_default">>;

/** v2/states answers in the JSON:API shape. */
export interface StatesResponse {
  data: { id: number; attributes: { abbr: string; name: string; country_iso: string; supported: boolean } }[];
}

export interface Wallet {
  currency: string;
  balance: number;
  use_for_orders: boolean;
}

/** Consent types of spec section 3; the server validates against the same list. */
export const CONSENT_TYPES = [
  "terms_and_conditions_and_privacy_policy",
  "terms_and_conditions_plus",
  "marketing",
  "newsletter",
  "envelope",
  "instant_service",
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentStatus = "granted" | "declined";

export interface ConsentAnswer {
  type: ConsentType;
  status: ConsentStatus;
}
