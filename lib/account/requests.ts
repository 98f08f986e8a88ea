import { z } from "zod";
import { CountryIsoSchema, PHONE_PATTERN } from "@/lib/addresses/country";
import { CONSENT_TYPES } from "@/lib/session/types";

/**
 * The account's request bodies, read by the users API and checked by the
 * account's forms before they send: one schema for both sides, so a rule the
 * server gains reaches the form by itself.
 */

export const EmailSchema = z.string().trim().max(254).email();
/** New passwords are checked for strength by the service; here only their size is bounded. */
export const PasswordSchema = z.string().min(1).max(1024);
const name = z.string().trim().max(100);

export const RegistrationRequestSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    customer_type: z.enum(["b2b", "b2c"]).default("b2c"),
    first_name: name.optional(),
    last_name: name.optional(),
    company_name: name.optional(),
    locale: z.string().max(10).optional(),
    /** The consents answered on the registration form: recorded for the address once its owner opens the confirmation link. */
    consents: z
      .array(z.object({ type: z.enum(CONSENT_TYPES), status: z.enum(["granted", "declined"]) }).strict())
      .max(CONSENT_TYPES.length)
      .optional(),
  })
  .strict();

export const SignInRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema }).strict();

/** Asks for a link to set a new password. */
export const PasswordRecoveryRequestSchema = z.object({ email: z.string().trim().max(254).email() }).strict();

/** A new password with the mailed token. */
export const PasswordResetRequestSchema = z.object({ reset_password_token: z.string().min(1).max(200), password: z.string().min(1).max(1024) }).strict();

const text = (max: number) => z.string().trim().min(1).max(max);

/** The fields of an address in the account's address book. */
export const addressFields = {
  kind: z.enum(["delivery", "billing"]).optional(),
  first_name: text(100),
  last_name: text(100),
  company_name: z.string().trim().max(150).nullable().optional(),
  street: text(200),
  city: text(100),
  zip_code: text(20),
  country_iso: CountryIsoSchema,
  state_id: z.number().int().positive().nullable().optional(),
  phone: z.string().trim().max(30).regex(PHONE_PATTERN).nullable().optional(),
  is_default: z.boolean().optional(),
};

export const NewAddressRequestSchema = z.object(addressFields).strict();
export const AddressChangeRequestSchema = z.object(addressFields).partial().strict();
