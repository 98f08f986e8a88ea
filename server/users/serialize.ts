import type { users } from "@/server/db/schema";
import { isManager } from "./roles";

export type UserRow = typeof users.$inferSelect;

/** A user as the API shows it to that user. */
export function serializeUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    anonymous: user.anonymous,
    confirmed: user.confirmedAt !== null,
    customer_type: user.customerType,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company_name: user.companyName,
    vat_id: user.vatId,
    locale: user.locale,
    region: user.region,
    survey: user.survey,
    /** Marked, or a confirmed address the operator lists in MANAGER_EMAILS. */
    manager: isManager(user),
    last_used_location: user.lastUsedCountryIso ? { country_iso: user.lastUsedCountryIso, zip_code: user.lastUsedZipCode } : null,
    shipping_destination: user.shippingCountryIso ? { country_iso: user.shippingCountryIso, zip_code: user.shippingZipCode } : null,
    created_at: user.createdAt.toISOString(),
  };
}
