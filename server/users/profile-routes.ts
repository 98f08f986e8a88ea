import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { CURRENCIES } from "@/regions/schema";
import { database } from "@/server/db";
import { users } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { isLocale } from "@/lib/i18n/locales";
import { clientAddress, isManager, optionalUser, requireSelf, requireUser } from "./auth";
import { confirmConsentRequest, recordConsents, unsubscribe } from "./consent-requests";
import {
  CONSENT_TYPES,
  GLOBAL_CONSENTS,
  createAddress,
  currentConsents,
  deleteAddress,
  globalConsentsNeeded,
  listAddresses,
  serializeAddress,
  setWalletPreference,
  statesOf,
  updateAddress,
  walletOf,
} from "./profile";
import { registerFirstTouch, serializeFirstTouch } from "./first-touch";
import { CountryIsoSchema, EmailSchema, LocationSchema, UserSchema } from "./schemas";
import { AddressChangeRequestSchema, NewAddressRequestSchema } from "@/lib/account/requests";
import { serializeUser } from "./serialize";
import { checkVatIdFor } from "./vat/check";
import { normalizeCountryIso } from "@/regions/countries";
import { contactChanges, normalizeEmail, updateProfile } from "./service";

/** Profile data: addresses, states, contact details, locations, wallet, consents, partner key, RFM, managers. */

const tags = ["Profile"];
const authResponses = { ...unauthorizedResponses, ...errorResponses };
const userIdParam = z.object({ id: z.coerce.number().int().positive() });
const text = (max: number) => z.string().trim().min(1).max(max);

const AddressSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["delivery", "billing"]),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    zip_code: z.string(),
    country_iso: z.string(),
    state_id: z.number().int().nullable(),
    phone: z.string().nullable(),
    is_default: z.boolean(),
  })
  .openapi("Address");

// The request bodies live in lib/account/requests.ts, where the address dialog checks them too.
const NewAddressSchema = NewAddressRequestSchema.openapi("NewAddress");
const AddressChangeSchema = AddressChangeRequestSchema.openapi("AddressChange");

const listAddressesRoute = createRoute({
  method: "get",
  path: "/v2/users/{id}/addresses",
  tags,
  security: SECURED,
  summary: "The user's addresses",
  request: { params: userIdParam },
  responses: { 200: json(z.object({ addresses: z.array(AddressSchema) }), "Addresses"), ...authResponses, ...notFoundResponses },
});

const createAddressRoute = createRoute({
  method: "post",
  path: "/v2/users/{id}/addresses",
  tags,
  security: SECURED,
  summary: "Add an address",
  request: { params: userIdParam, body: { required: true, content: { "application/json": { schema: NewAddressSchema } } } },
  responses: { 201: json(AddressSchema, "Created"), ...authResponses, ...notFoundResponses },
});

const addressParams = z.object({ id: z.coerce.number().int().positive(), addressId: z.coerce.number().int().positive() });

const updateAddressRoute = createRoute({
  method: "patch",
  path: "/v2/users/{id}/addresses/{addressId}",
  tags,
  security: SECURED,
  summary: "Change an address",
  request: { params: addressParams, body: { required: true, content: { "application/json": { schema: AddressChangeSchema } } } },
  responses: { 200: json(AddressSchema, "Changed"), ...authResponses, ...notFoundResponses },
});

const deleteAddressRoute = createRoute({
  method: "delete",
  path: "/v2/users/{id}/addresses/{addressId}",
  tags,
  security: SECURED,
  summary: "Delete an address",
  request: { params: addressParams },
  responses: { 204: { description: "Deleted" }, ...authResponses, ...notFoundResponses },
});

const contactRoute = createRoute({
  method: "post",
  path: "/v2/users/{id}/contact_information",
  tags,
  security: SECURED,
  summary: "Set personal and company contact details",
  request: {
    params: userIdParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({
              customer_type: z.enum(["b2b", "b2c"]).optional(),
              first_name: text(100).optional(),
              last_name: text(100).optional(),
              phone: z
                .string()
                .trim()
                .max(30)
                .regex(/^\+?[0-9 ()-]*$/)
                .optional(),
              company_name: z.string().trim().max(150).nullable().optional(),
              vat_id: z.string().trim().max(20).nullable().optional(),
            })
            .strict()
            .openapi("ContactInformation"),
        },
      },
    },
  },
  responses: { 200: json(UserSchema, "Saved"), ...authResponses, ...notFoundResponses },
});

const statesRoute = createRoute({
  method: "get",
  path: "/v2/states",
  tags,
  summary: "States of a country, for addresses that need one",
  request: { query: z.object({ country_iso: CountryIsoSchema }) },
  responses: {
    200: json(
      z.object({
        data: z.array(
          z.object({ id: z.number().int(), attributes: z.object({ abbr: z.string(), name: z.string(), country_iso: z.string(), supported: z.boolean() }) }),
        ),
      }),
      "States (empty for countries without)",
    ),
    ...errorResponses,
  },
});

const locationRoute = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    security: SECURED,
    summary,
    request: { body: { required: true, content: { "application/json": { schema: LocationSchema } } } },
    responses: { 200: json(UserSchema, "Saved"), ...authResponses },
  });

const WalletSchema = z.object({ currency: z.enum(CURRENCIES), balance: z.number().int(), use_for_orders: z.boolean() }).openapi("Wallet");

const getWalletRoute = createRoute({
  method: "get",
  path: "/v1/wallet",
  tags,
  security: SECURED,
  summary: "The user's store credit in a currency",
  request: { query: z.object({ currency: z.enum(CURRENCIES) }) },
  responses: { 200: json(WalletSchema, "Wallet"), ...authResponses },
});

const putWalletRoute = createRoute({
  method: "put",
  path: "/v1/wallet",
  tags,
  security: SECURED,
  summary: "Choose whether the credit pays for orders",
  request: {
    body: { required: true, content: { "application/json": { schema: z.object({ currency: z.enum(CURRENCIES), use_for_orders: z.boolean() }).strict() } } },
  },
  responses: { 200: json(WalletSchema, "Wallet"), ...authResponses },
});

const ConsentsSchema = z.object({
  email: z.string(),
  consents: z.array(z.object({ type: z.enum(CONSENT_TYPES), status: z.enum(["granted", "declined"]), updated_at: z.string() })),
});

const ConsentSchema = z.object({ type: z.enum(CONSENT_TYPES), status: z.enum(["granted", "declined"]) });

const saveConsentsRoute = createRoute({
  method: "post",
  path: "/v1/emails/save_with_consents",
  tags,
  security: SECURED,
  summary: "Record consents given or declined for an e-mail address",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({ email: EmailSchema, consents: z.array(ConsentSchema).min(1).max(CONSENT_TYPES.length), source: z.string().max(50).optional() })
            .strict(),
        },
      },
    },
  },
  responses: {
    200: json(
      ConsentsSchema.extend({
        pending: z.boolean().openapi({
          description:
            "True when nothing was recorded yet: answers for any address but the caller's own confirmed one wait for a confirmation mail's link (consents is then empty)",
        }),
      }),
      "The caller's own current consents, or an empty list while the answers wait for confirmation",
    ),
    ...authResponses,
    429: json(ErrorEnvelopeSchema, "Too many confirmation mails (rate_limited, details.retry_after_seconds)"),
  },
});

const TokenBodySchema = z.object({ token: z.string().min(1).max(300) }).strict();

const confirmConsentsRoute = createRoute({
  method: "post",
  path: "/v1/emails/confirm_consents",
  tags,
  summary: "Open a consent confirmation link (double opt-in): the answers it was mailed for are recorded for its address, once",
  request: { body: { required: true, content: { "application/json": { schema: TokenBodySchema } } } },
  responses: {
    200: json(z.object({ email: z.string(), confirmed: z.literal(true) }), "Recorded"),
    ...errorResponses,
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/v1/emails/unsubscribe",
  tags,
  summary:
    "Withdraw the marketing and newsletter consents of the address a marketing mail's signed unsubscribe link names, without signing in (also the one-click List-Unsubscribe target)",
  request: { query: TokenBodySchema },
  responses: {
    200: json(z.object({ email: z.string(), unsubscribed: z.literal(true) }), "Withdrawn"),
    ...errorResponses,
  },
});

const ownConsentsRoute = createRoute({
  method: "get",
  path: "/v1/emails/consents",
  tags,
  security: SECURED,
  summary: "The current user's latest answer to each consent (empty before an e-mail address is known)",
  responses: { 200: json(ConsentsSchema, "Current consents"), ...authResponses },
});

const consentsNeededRoute = createRoute({
  method: "get",
  path: "/v1/emails/global_consents_needed",
  tags,
  summary:
    "Which global consents an e-mail address has not answered yet: the signed-in owner's own answers count; for any other address every global consent is needed, so the answer reveals nothing",
  request: { query: z.object({ email: EmailSchema }) },
  responses: {
    200: json(z.object({ email: z.string(), needed: z.array(z.enum(CONSENT_TYPES)), consents_needed: z.boolean() }), "Needed consents"),
    ...errorResponses,
  },
});

const partnerKeyRoute = createRoute({
  method: "post",
  path: "/v2/users/register_partner_key",
  tags,
  security: SECURED,
  summary: "Remember the partner who referred the user; nothing happens without a key",
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ partner_data: z.object({ partner_key: z.string().trim().max(100).optional() }).strict() }).strict() },
      },
    },
  },
  responses: { 200: json(z.object({ registered: z.boolean() }), "Registered, or skipped without a key"), ...authResponses },
});

const touchText = z.string().trim().max(500).optional();
const FirstTouchSchema = z
  .object({
    type: touchText,
    source: touchText,
    medium: touchText,
    campaign: touchText,
    content: touchText,
    term: touchText,
    clientId: z.string().trim().max(100).optional(),
  })
  .strict()
  .openapi("FirstTouch");
const StoredFirstTouchSchema = z.object({
  type: z.string().nullable(),
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  content: z.string().nullable(),
  term: z.string().nullable(),
  clientId: z.string().nullable(),
  created_at: z.string(),
});

const firstTouchRoute = createRoute({
  method: "post",
  path: "/users/register_first_touch",
  tags,
  security: SECURED,
  summary: "Register where the user first came from; only the first registration counts",
  request: { body: { required: true, content: { "application/json": { schema: FirstTouchSchema } } } },
  responses: {
    201: json(z.object({ first_touch: StoredFirstTouchSchema, created: z.literal(true) }), "Registered"),
    200: json(z.object({ first_touch: StoredFirstTouchSchema, created: z.literal(false) }), "Registered before; kept as it was"),
    ...authResponses,
  },
});

const rfmRoute = createRoute({
  method: "get",
  path: "/v1/user/me/rfm",
  tags,
  security: SECURED,
  summary: "Recency, frequency and monetary value of the user's completed orders",
  responses: {
    200: json(
      z.object({
        recency_days: z.number().int().nullable(),
        frequency: z.number().int(),
        monetary: z.number().int(),
        currency: z.string(),
        segment: z.string(),
      }),
      "RFM",
    ),
    ...authResponses,
  },
});

const managerRoute = createRoute({
  method: "get",
  path: "/managers/current",
  tags,
  security: SECURED,
  summary: "The current user as an order manager",
  responses: {
    200: json(z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }), "Order manager"),
    ...authResponses,
    403: json(ErrorEnvelopeSchema, "Not an order manager"),
  },
});

const validateVatRoute = createRoute({
  method: "get",
  path: "/addresses/validate_vat",
  tags,
  summary: "Check a VAT id's format and checksum for its country, and its registration where it would make the sale a reverse charge",
  description:
    "With X-Region naming the storefront: a business id from another EU country than the seller's is also checked with the VAT registry (VAT_REGISTRY: vies, or the offline checksum check); a number the registry does not know is not valid (reason not_registered).",
  request: {
    query: z.object({
      vat_id: z.string().max(40).default(""),
      country_iso: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform(normalizeCountryIso),
      customer_type: z.enum(["b2b", "b2c"]),
    }),
  },
  responses: {
    200: json(
      z
        .object({
          valid: z.boolean(),
          country_iso: z.string(),
          vat_id: z.string(),
          normalized: z.string().nullable(),
          reason: z.enum(["required", "format", "checksum", "country_mismatch", "unsupported_country", "not_registered"]).nullable(),
          message: z.string().nullable(),
          registry: z
            .object({ source: z.enum(["vies", "checksum"]), checked_at: z.string(), name: z.string().nullable(), address: z.string().nullable() })
            .nullable()
            .openapi({ description: "The VAT registry's answer, when it was asked and answered" }),
          reverse_charge: z.boolean().openapi({ description: "A sale in this storefront to this business would be a reverse charge, without VAT" }),
        })
        .openapi("VatCheck"),
      "The verdict; invalid ids say why",
    ),
    ...errorResponses,
  },
});

export const profileRoutes = createRouter()
  .openapi(firstTouchRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { firstTouch, created } = await registerFirstTouch(db, user.id, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return created
      ? c.json({ first_touch: serializeFirstTouch(firstTouch), created: true as const }, 201)
      : c.json({ first_touch: serializeFirstTouch(firstTouch), created: false as const }, 200);
  })
  .openapi(validateVatRoute, async (c) => {
    const query = c.req.valid("query");
    const { result, registry, reverseCharge } = await checkVatIdFor(c.get("region"), {
      vatId: query.vat_id,
      countryIso: query.country_iso,
      customerType: query.customer_type,
    });
    const unregistered = result.valid && registry !== null && !registry.valid;
    return c.json(
      {
        valid: result.valid && !unregistered,
        country_iso: result.countryIso,
        vat_id: result.vatId,
        normalized: result.valid ? result.normalized : null,
        reason: !result.valid ? result.reason : unregistered ? ("not_registered" as const) : null,
        message: !result.valid ? result.message : unregistered ? "The VAT registry does not know this VAT number." : null,
        registry: registry
          ? { source: registry.source, checked_at: registry.checkedAt.toISOString(), name: registry.name ?? null, address: registry.address ?? null }
          : null,
        reverse_charge: reverseCharge,
      },
      200,
    );
  })
  .openapi(listAddressesRoute, async (c) => {
    const { db, user } = await requireUser(c);
    requireSelf(user, c.req.valid("param").id);
    return c.json({ addresses: (await listAddresses(db, user.id)).map(serializeAddress) }, 200);
  })
  .openapi(createAddressRoute, async (c) => {
    const { db, user } = await requireUser(c);
    requireSelf(user, c.req.valid("param").id);
    return c.json(serializeAddress(await createAddress(db, user.id, c.req.valid("json"))), 201);
  })
  .openapi(updateAddressRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { id, addressId } = c.req.valid("param");
    requireSelf(user, id);
    return c.json(serializeAddress(await updateAddress(db, user.id, addressId, c.req.valid("json"))), 200);
  })
  .openapi(deleteAddressRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { id, addressId } = c.req.valid("param");
    requireSelf(user, id);
    await deleteAddress(db, user.id, addressId);
    return c.body(null, 204);
  })
  .openapi(contactRoute, async (c) => {
    const { db, user } = await requireUser(c);
    requireSelf(user, c.req.valid("param").id);
    const body = c.req.valid("json");
    const updated = await updateProfile(db, user, contactChanges(body));
    return c.json(serializeUser(updated), 200);
  })
  .openapi(statesRoute, async (c) => c.json({ data: await statesOf(await database(), c.req.valid("query").country_iso) }, 200))
  .openapi(locationRoute("/v2/users/save_last_used_location", "Remember the country and zip code the user last looked at"), async (c) => {
    const { db, user } = await requireUser(c);
    const { country_iso, zip_code } = c.req.valid("json");
    const [updated] = await db
      .update(users)
      .set({ lastUsedCountryIso: country_iso, lastUsedZipCode: zip_code ?? null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return c.json(serializeUser(updated!), 200);
  })
  .openapi(locationRoute("/v2/users/set_shipping_destination", "Set where the user's orders ship to, for prices and delivery dates"), async (c) => {
    const { db, user } = await requireUser(c);
    const { country_iso, zip_code } = c.req.valid("json");
    const [updated] = await db
      .update(users)
      .set({ shippingCountryIso: country_iso, shippingZipCode: zip_code ?? null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return c.json(serializeUser(updated!), 200);
  })
  .openapi(getWalletRoute, async (c) => {
    const { db, user } = await requireUser(c);
    return c.json(await walletOf(db, user.id, c.req.valid("query").currency), 200);
  })
  .openapi(putWalletRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    return c.json(await setWalletPreference(db, user.id, body.currency, body.use_for_orders), 200);
  })
  .openapi(saveConsentsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const region = c.get("region");
    const locale = isLocale(user.locale) ? user.locale : region.locale;
    const answer = await recordConsents(db, user, { ...body, email: normalizeEmail(body.email) }, { region, locale, address: clientAddress(c) });
    c.header("Cache-Control", "no-store");
    return c.json(answer, 200);
  })
  .openapi(confirmConsentsRoute, async (c) => {
    const answer = await confirmConsentRequest(await database(), c.req.valid("json").token);
    return c.json({ ...answer, confirmed: true as const }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const answer = await unsubscribe(await database(), c.req.valid("query").token);
    return c.json({ ...answer, unsubscribed: true as const }, 200);
  })
  .openapi(ownConsentsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json({ email: user.email ?? "", consents: user.email ? await currentConsents(db, user.email) : [] }, 200);
  })
  .openapi(consentsNeededRoute, async (c) => {
    const email = normalizeEmail(c.req.valid("query").email);
    // Whether an address has answered is the address's own business: only its signed-in owner learns it.
    const caller = await optionalUser(c);
    const own = caller !== null && caller.user.email !== null && normalizeEmail(caller.user.email) === email;
    const needed = own ? await globalConsentsNeeded(caller.db, email) : [...GLOBAL_CONSENTS];
    c.header("Cache-Control", "no-store");
    return c.json({ email, needed, consents_needed: needed.length > 0 }, 200);
  })
  .openapi(partnerKeyRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const key = c.req.valid("json").partner_data.partner_key;
    if (!key) return c.json({ registered: false }, 200);
    await db.update(users).set({ partnerKey: key, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ registered: true }, 200);
  })
  .openapi(rfmRoute, async (c) => {
    await requireUser(c);
    // No order has been completed through the shop yet: every user is new until orders exist.
    return c.json({ recency_days: null, frequency: 0, monetary: 0, currency: c.get("region").currency, segment: "new" }, 200);
  })
  .openapi(managerRoute, async (c) => {
    const { user } = await requireUser(c);
    if (!isManager(user) || !user.email) throw new HttpError(403, "not_a_manager", "Only order managers can use this");
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    return c.json({ email: user.email, name, avatar: user.avatarUrl }, 200);
  });
