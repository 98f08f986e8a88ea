import { z } from "@hono/zod-openapi";
import { CountryIsoSchema, PHONE_PATTERN } from "@/lib/addresses/country";
import { EmailSchema, PasswordSchema, RegistrationRequestSchema, SignInRequestSchema } from "@/lib/account/requests";

/** Shapes the users domain reads and answers with. */

export const ONBOARDING_SURVEY_KEYS = [
  "company_size_employees",
  "customer_best_description",
  "customer_coming_from",
  "industry_v2",
  "packaging_cost_yearly",
  "packaging_volume_monthly",
  "boxwright_the_only_supplier",
  "role",
] as const;

export { EmailSchema, PasswordSchema };
const name = z.string().trim().max(100);
/** Aliases (UK, EN, CS, EL) and lower case become the ISO code at the boundary (lib/addresses/country.ts). */
const countryIso = CountryIsoSchema;

export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    anonymous: z.boolean(),
    confirmed: z.boolean(),
    customer_type: z.enum(["b2b", "b2c"]),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    company_name: z.string().nullable(),
    vat_id: z.string().nullable(),
    locale: z.string(),
    region: z.string(),
    survey: z.record(z.string(), z.string()),
    manager: z.boolean(),
    last_used_location: z.object({ country_iso: z.string(), zip_code: z.string().nullable() }).nullable(),
    shipping_destination: z.object({ country_iso: z.string(), zip_code: z.string().nullable() }).nullable(),
    created_at: z.string(),
  })
  .openapi("User");

export const SessionSchema = z.object({ token: z.string(), user: UserSchema }).openapi("Session");

// The request bodies live in lib/account/requests.ts, where the account's forms check them too.
export const RegistrationSchema = RegistrationRequestSchema.openapi("Registration");

/**
 * What sign-up answers, the same for a new and a registered address: only the
 * address as it was read (docs/adr/0029).
 */
export const SignUpAnswerSchema = z.object({ status: z.literal("confirmation_sent"), email: z.string() }).openapi("SignUpAnswer");

export const SignInSchema = SignInRequestSchema.openapi("SignIn");

export const ProfileUpdateSchema = z
  .object({
    customer_type: z.enum(["b2b", "b2c"]).optional(),
    first_name: name.nullable().optional(),
    last_name: name.nullable().optional(),
    phone: z.string().trim().max(30).regex(PHONE_PATTERN, "digits, spaces, +, ( ) and - only").nullable().optional(),
    company_name: name.nullable().optional(),
    vat_id: z.string().trim().max(20).nullable().optional(),
    locale: z.string().max(10).optional(),
    survey: z.partialRecord(z.enum(ONBOARDING_SURVEY_KEYS), z.string().max(200)).optional(),
  })
  .strict()
  .openapi("ProfileUpdate");

export const LocationSchema = z.object({ country_iso: countryIso, zip_code: z.string().trim().max(20).optional() }).strict();
export { countryIso as CountryIsoSchema };
