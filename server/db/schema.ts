import { sql } from "drizzle-orm";
import { FILESET_STATUSES, OFFER_STATES, QA_STATES, QUOTE_REQUEST_STATES, type QuoteMode } from "../../lib/b2b/states";
import { FILE_PURPOSES } from "../../lib/files/rules";
import type { Locale } from "../../lib/i18n/locales";
import { CONSENT_TYPES } from "../../lib/session/types";
import type { RegionId } from "../../regions/schema";
import type { MailAttachment } from "../mail/block";
import type { MailRecipe } from "../mail/recipe";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/**
 * The shop's tables. One schema for both drivers (PGlite and PostgreSQL); each
 * change is a migration generated with `npm run db:generate`.
 */

/**
 * Countries with the shop's stable numeric ids: the ISO 3166-1 codes in
 * alphabetical order, numbered from 1 (AU 13, DE 57, GB 77, PL 179, US 232).
 * Addresses, states and shipping rules refer to these ids.
 */
export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  iso: char("iso", { length: 2 }).notNull().unique(),
  name: text("name").notNull(),
  euMember: boolean("eu_member").notNull(),
});

/**
 * Everybody is a user from the first request: anonymous users have no e-mail and
 * no password; registering fills them in. E-mails are stored lower-cased.
 */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email"),
    passwordHash: text("password_hash"),
    anonymous: boolean("anonymous").notNull().default(true),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * Registered by sign-up since docs/adr/0029: no sign-in until the address is
     * confirmed. False for every account made before, which keep signing in as they did.
     */
    confirmBeforeSignIn: boolean("confirm_before_sign_in").notNull().default(false),
    customerType: text("customer_type", { enum: ["b2b", "b2c"] })
      .notNull()
      .default("b2c"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    companyName: text("company_name"),
    vatId: text("vat_id"),
    locale: text("locale").notNull().default("en-US"),
    region: text("region").notNull().default("eu"),
    /** Answers to the onboarding survey, by the spec's keys. */
    survey: jsonb("survey").$type<Record<string, string>>().notNull().default({}),
    partnerKey: text("partner_key"),
    lastUsedCountryIso: char("last_used_country_iso", { length: 2 }),
    lastUsedZipCode: text("last_used_zip_code"),
    shippingCountryIso: char("shipping_country_iso", { length: 2 }),
    shippingZipCode: text("shipping_zip_code"),
    /** Order managers answer quote requests and look after orders. */
    manager: boolean("manager").notNull().default(false),
    avatarUrl: text("avatar_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    // Anonymous visitors by age, for the pruning job (server/maintenance). Every foreign
    // key to users has an index too: deleting a user checks each referencing table.
    index("users_anonymous_created")
      .on(table.createdAt)
      .where(sql`anonymous`),
  ],
);

/** API tokens, stored as SHA-256 hashes of 256 random bits: a leaked table grants nothing. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the token was last seen, to the hour: an idle token expires (server/users/auth.ts). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("api_tokens_hash_unique").on(table.tokenHash), index("api_tokens_user").on(table.userId)],
);

/** One-time links mailed to users: e-mail confirmation and password reset. */
export const userLinks = pgTable(
  "user_links",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_links_hash_unique").on(table.tokenHash),
    index("user_links_user").on(table.userId),
    index("user_links_expires").on(table.expiresAt),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["delivery", "billing"] })
      .notNull()
      .default("delivery"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    street: text("street").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code").notNull(),
    countryIso: char("country_iso", { length: 2 }).notNull(),
    stateId: integer("state_id"),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("addresses_user").on(table.userId)],
);

/** States and provinces of the countries whose addresses need one. */
export const states = pgTable("states", {
  id: integer("id").primaryKey(),
  countryIso: char("country_iso", { length: 2 }).notNull(),
  abbr: text("abbr").notNull(),
  name: text("name").notNull(),
  supported: boolean("supported").notNull(),
});

/** Store credit per user and currency, in minor units. */
export const wallets = pgTable(
  "wallets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }).notNull(),
    balance: integer("balance").notNull().default(0),
    useForOrders: boolean("use_for_orders").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("wallets_user_currency").on(table.userId, table.currency)],
);

/** Consents given or declined by an e-mail address; the newest per type counts. */
export const consents = pgTable(
  "consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    type: text("type", { enum: CONSENT_TYPES }).notNull(),
    status: text("status", { enum: ["granted", "declined"] }).notNull(),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consents_email_type").on(table.email, table.type)],
);

/**
 * Consents asked for an address by someone who has not shown they own it (double
 * opt-in): nothing counts until the mailed link is opened (`confirmedAt`). A request
 * of an account's own unconfirmed address carries no link (`tokenHash` null) and is
 * granted when the account's address is confirmed.
 */
export const consentRequests = pgTable(
  "consent_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    consents: jsonb("consents").$type<{ type: (typeof CONSENT_TYPES)[number]; status: "granted" | "declined" }[]>().notNull(),
    source: text("source"),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    requestedBy: bigint("requested_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("consent_requests_hash_unique").on(table.tokenHash),
    index("consent_requests_email").on(table.email),
    index("consent_requests_requested_by").on(table.requestedBy),
  ],
);

/** Every mail the shop sends, readable back; with SMTP configured it is also delivered. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Files sent with the mail, base64 (an offer's QR code, shown inline by its cid); sent from the row like the words. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last delivery failure, kept once the mail is sent or given up on. */
    error: text("error"),
    /** Delivery attempts so far, the successful one included (server/mail/relay.ts). */
    attempts: integer("attempts").notNull().default(0),
    /** When the relay may try this mail (again): now for a new mail, later by the backoff after a failure. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Until when one sender holds the mail: no other instance sends it meanwhile; a crashed sender's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Set when the relay gave up after MAIL_MAX_ATTEMPTS; docs/operating.md says how to send it again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /**
     * What the mail is written from while its words are not written yet (server/mail/recipe.ts,
     * ADR 0076): the request stores this, the mail worker writes subject, text and html after
     * the commit and clears it. Null once written, and for mails written before they were queued.
     */
    recipe: jsonb("recipe").$type<MailRecipe>(),
  },
  // The relay's question, "what is due", reads only the few mails still waiting.
  (table) => [
    index("mail_outbox_due")
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    // "What is still to write" reads only the few mails whose words are not written yet.
    index("mail_outbox_unwritten")
      .on(table.id)
      .where(sql`recipe is not null`),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance on the same database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [index("rate_limits_window_start").on(table.windowStart)],
);

/**
 * Discount codes. Percent promotions take `amount` percent off the products;
 * fixed ones take `amount` minor units of `currency`. `used_count` counts the
 * orders that completed with the code; a cart only reserves it for a bounded time
 * (`orders.promotion_reserved_until`, ADR 0028), so a limit holds under concurrent
 * checkouts without an abandoned cart keeping the code.
 */
export const promotions = pgTable("promotions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Stored upper-case; shoppers type codes in any case. */
  code: text("code").notNull().unique(),
  kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
  amount: integer("amount").notNull(),
  /** The currency of a fixed amount; null for percent promotions. */
  currency: text("currency"),
  /** The smallest item total the code applies to, in euro cents (converted per order currency). */
  minItemTotalEur: integer("min_item_total_eur"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const ORDER_STATES = ["cart", "address", "delivery", "payment", "complete", "canceled"] as const;
export const PAYMENT_STATES = ["OK", "WAITING", "DELAYED", "FAILED", "NOT_STARTED"] as const;

/**
 * Orders, from cart to completion. Totals are integer minor units of the order's
 * currency, recomputed from the line items in the transaction that changes them;
 * promo_total is the discount as a negative amount.
 */
/**
 * An order's address as the details form sent it (server/orders/schemas.ts checks
 * it on the way in); the optional fields are absent when the form left them out.
 */
export type StoredAddress = {
  first_name: string;
  last_name: string;
  company_name?: string | null;
  street: string;
  city: string;
  zip_code: string;
  country_iso: string;
  state_id?: number | null;
  phone?: string | null;
};

export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    state: text("state", { enum: ORDER_STATES }).notNull().default("cart"),
    /** 'custom' marks orders an order manager made as an offer. */
    channel: text("channel").notNull().default("web"),
    email: text("email"),
    itemTotal: integer("item_total").notNull().default(0),
    shipTotal: integer("ship_total").notNull().default(0),
    /** Customs surcharge for a delivery leaving the EU to ch or no; its own total, not part of shipping. */
    customsTotal: integer("customs_total").notNull().default(0),
    promoTotal: integer("promo_total").notNull().default(0),
    taxTotal: integer("tax_total").notNull().default(0),
    total: integer("total").notNull().default(0),
    promotionId: bigint("promotion_id", { mode: "number" }).references(() => promotions.id),
    /** Until when the order holds its code against the code's usage limit (ADR 0028); read with the clock, never swept. */
    promotionReservedUntil: timestamp("promotion_reserved_until", { withTimezone: true }),
    billCountryIso: char("bill_country_iso", { length: 2 }),
    shipCountryIso: char("ship_country_iso", { length: 2 }),
    shipAddress: jsonb("ship_address").$type<StoredAddress>(),
    billAddress: jsonb("bill_address").$type<StoredAddress>(),
    /** A shipment type of the region (courier, courier-free, pick-up ...). */
    shipmentType: text("shipment_type"),
    customerType: text("customer_type", { enum: ["b2b", "b2c"] })
      .notNull()
      .default("b2c"),
    vatId: text("vat_id"),
    /** Which VAT registry confirmed vat_id, and when; null while it is unconfirmed (no reverse charge). */
    vatCheckSource: text("vat_check_source", { enum: ["vies", "checksum"] }),
    vatCheckedAt: timestamp("vat_checked_at", { withTimezone: true }),
    /** The sale is under the EU's reverse charge (no VAT charged): decided on every recalculation. */
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    invoiceType: text("invoice_type", { enum: ["proforma", "normal"] })
      .notNull()
      .default("normal"),
    paymentState: text("payment_state", { enum: PAYMENT_STATES }).notNull().default("NOT_STARTED"),
    orderManagerId: bigint("order_manager_id", { mode: "number" }).references(() => users.id),
    /** Where the order's production files stand (QA_STATES), and the approval fileset the buyer is asked about. */
    qaState: text("qa_state", { enum: QA_STATES }),
    approvalUuid: text("approval_uuid"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Lets whoever holds the order's payment link pay it without the buyer's account. */
    paymentLinkToken: text("payment_link_token").unique(),
    /** The buyer's company when the order was made (ADR 0055): its approvers and admins see it. */
    companyId: bigint("company_id", { mode: "number" }).references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    /** The buyer's reference for the invoice (a purchase order number, a cost centre): a company member's order takes the company's. */
    invoiceReference: text("invoice_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("orders_user_state").on(table.userId, table.state), index("orders_order_manager").on(table.orderManagerId)],
);

export const LINE_ITEM_KINDS = ["product", "service", "expert_check", "trees"] as const;

/**
 * What an order holds: products (a variant in a quantity with its options and
 * design), services (the warranty), expert checks of a product line and trees.
 * Prices are copied from the server's price ladder when the line changes.
 */
export const lineItems = pgTable(
  "line_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LINE_ITEM_KINDS }).notNull(),
    variantId: integer("variant_id"),
    sku: text("sku"),
    serviceName: text("service_name"),
    quantity: integer("quantity").notNull(),
    /** Material, print mode, finish and print quality, as the price engine takes them. */
    options: jsonb("options").$type<Record<string, string | boolean>>().notNull().default({}),
    expressDeliveryOptionId: text("express_delivery_option_id"),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
    /** The product line an expert check belongs to; removing the product removes it. */
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => lineItems.id, { onDelete: "cascade" }),
    boxDesignId: bigint("box_design_id", { mode: "number" }),
    bundleId: bigint("bundle_id", { mode: "number" }).references((): AnyPgColumn => bundles.id, { onDelete: "cascade" }),
    purchaseTrigger: text("purchase_trigger"),
    paidAssets: jsonb("paid_assets").$type<string[]>().notNull().default([]),
    /** A price agreed in an offer: the line keeps it instead of the ladder's, and its quantity is fixed. */
    fixedUnitPrice: integer("fixed_unit_price"),
    /** The offer line this line was accepted from, and the name it was offered under. */
    offerLineItemId: bigint("offer_line_item_id", { mode: "number" }),
    name: text("name"),
    /** What the offer said about the line (its notes, as the buyer accepted them); null for lines not from an offer. */
    description: text("description"),
    /** The product types a custom sample pack holds, in the shopper's order. */
    samples: jsonb("samples").$type<string[]>(),
    /**
     * The company price list that priced the line (ADR 0056), null for the public ladder's price.
     * No foreign key: a deleted list leaves paid orders saying what priced them; an open cart is priced again.
     */
    priceListId: bigint("price_list_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("line_items_order").on(table.orderId)],
);

/** Lines added together as one set (a bundle); changing its quantity changes every product line in it. */
export const bundles = pgTable("bundles", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: bigint("order_id", { mode: "number" })
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a payment stands. The card gateways use PaymentIntent statuses; a bank
 * transfer is 'waiting' until the money is seen, and 'superseded' when the order
 * was paid another way meanwhile.
 */
export const PAYMENT_STATUSES = [
  "creating",
  "requires_payment_method",
  "requires_action",
  "requires_confirmation",
  "processing",
  "succeeded",
  "canceled",
  "waiting",
  "superseded",
] as const;

/**
 * Every attempt to pay an order. At most one attempt per order may be in flight
 * (the partial unique index): two tabs paying at once cannot both charge.
 */
export const payments = pgTable(
  "payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id),
    /** The shopper's method: card, check (bank transfer), p24, ideal ... */
    method: text("method").notNull(),
    /** Who moves the money: 'stripe', 'local' (the built-in test gateway) or 'bank'. */
    gateway: text("gateway").notNull(),
    intentId: text("intent_id").unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    installmentId: bigint("installment_id", { mode: "number" }).references((): AnyPgColumn => installments.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    failureCode: text("failure_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_order").on(table.orderId),
    uniqueIndex("payments_one_in_flight")
      .on(table.orderId)
      .where(sql`status in ('creating', 'requires_action', 'requires_confirmation', 'processing')`),
  ],
);

/** An order paid in instalments: the amounts and due dates the buyer chose. */
export const paymentSchedules = pgTable("payment_schedules", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: bigint("order_id", { mode: "number" })
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** The order total the schedule was made for; a changed order makes it void. */
  total: integer("total").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const installments = pgTable(
  "installments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scheduleId: bigint("schedule_id", { mode: "number" })
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    amount: integer("amount").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the buyer was reminded that it falls due; claimed by one job run, so each instalment is reminded once (server/payments/reminders.ts). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("installments_position").on(table.scheduleId, table.position)],
);

/** Stripe events already handled, so a redelivered event changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_events_received_at").on(table.receivedAt)],
);

/**
 * The built-in gateway's payment methods and intents, kept in the database so
 * they survive a restart and are shared by every instance, as Stripe's would be.
 */
export const localPaymentMethods = pgTable("local_payment_methods", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  brand: text("brand"),
  last4: text("last4"),
  /** What the test card does when charged: succeed, authenticate, or a decline code. */
  behaviour: text("behaviour").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const localPaymentIntents = pgTable("local_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  methodType: text("method_type").notNull(),
  paymentMethodId: text("payment_method_id"),
  lastErrorCode: text("last_error_code"),
  returnUrl: text("return_url"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text("idempotency_key").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Other quantities a product line could be ordered in, shown beside it with their
 * prices (a larger run costs less per box). The buyer hides the ones of no interest
 * and picks one for the order; offers add their own.
 */
export const quantityOptions = pgTable(
  "quantity_options",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineItemId: bigint("line_item_id", { mode: "number" })
      .notNull()
      .references(() => lineItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    visible: boolean("visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("quantity_options_line_quantity").on(table.lineItemId, table.quantity)],
);

/**
 * An uploaded file. The bytes live in file storage (local `.data/` or an S3
 * bucket) under keys the server makes up; the shopper's file name is only shown,
 * never used to store or serve anything.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: FILE_PURPOSES }).notNull(),
    originalName: text("original_name").notNull(),
    /** The type found in the content, whatever the name said. */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Pixels of the image (of a PDF's first page at the full density). */
    width: integer("width"),
    height: integer("height"),
    /** Distinct colours in the artwork, for print modes limited to a number of colours. */
    colours: integer("colours"),
    /** Variant name (original, original_limited, thumbnail and their monochrome forms) to storage key. */
    variants: jsonb("variants").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploaded_files_user").on(table.userId)],
);

export const DESIGN_STATUSES = ["draft", "ready"] as const;

/**
 * A shopper's box design: the design document (lib/design) for one product and
 * size, 'draft' until the shopper finishes it. Readable by its owner and by
 * holders of its share link (only the token's hash is kept); changed by the owner.
 */
export const boxDesigns = pgTable(
  "box_designs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    sku: text("sku").notNull(),
    quantity: integer("quantity"),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    documentVersion: integer("document_version").notNull(),
    status: text("status", { enum: DESIGN_STATUSES }).notNull().default("draft"),
    thumbnailFileId: text("thumbnail_file_id").references(() => uploadedFiles.id, { onDelete: "set null" }),
    shareTokenHash: text("share_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("box_designs_user").on(table.userId, table.updatedAt)],
);

/**
 * A buyer's request for a quote, in one of two modes: 0 = QR (a quick request for
 * a product in a quantity) and 1 = Brief (a description of what is needed). The
 * buyer's idempotency key makes a double submit answer the first request.
 */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** QUOTE_MODES: the request schema lets nothing else in. */
    mode: integer("mode").$type<QuoteMode>().notNull(),
    state: text("state", { enum: QUOTE_REQUEST_STATES }).notNull().default("new"),
    /** The storefront and language the request came from, as the request route read them. */
    region: text("region").$type<RegionId>().notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    companyName: text("company_name"),
    phone: text("phone"),
    productSlug: text("product_slug"),
    quantity: integer("quantity"),
    dimensions: text("dimensions"),
    message: text("message").notNull().default(""),
    /** The brief's answers by key (budget, deadline, ...). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    idempotencyKey: text("idempotency_key").notNull(),
    managerId: bigint("manager_id", { mode: "number" }).references(() => users.id),
    /** The requester's company when the request was made (ADR 0055). */
    companyId: bigint("company_id", { mode: "number" }).references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quote_requests_user_key").on(table.userId, table.idempotencyKey),
    index("quote_requests_state").on(table.state, table.createdAt),
    index("quote_requests_manager").on(table.managerId),
  ],
);

/**
 * A custom offer: lines at prices an order manager set (or an instant quote's),
 * for one storefront and its currency, valid until a date. The buyer opens it by
 * its token; accepting chosen lines makes one order with channel 'custom'.
 */
export const offers = pgTable(
  "offers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The capability in the offer's link; kept readable so the manager can send the link again. */
    token: text("token").notNull().unique(),
    state: text("state", { enum: OFFER_STATES }).notNull().default("draft"),
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    locale: text("locale").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    quoteRequestId: bigint("quote_request_id", { mode: "number" }).references(() => quoteRequests.id),
    managerId: bigint("manager_id", { mode: "number" }).references(() => users.id),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** The company the offer was made for, from its quote request (ADR 0055); another company's member cannot act on it. */
    companyId: bigint("company_id", { mode: "number" }).references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("offers_quote_request").on(table.quoteRequestId),
    index("offers_state").on(table.state, table.createdAt),
    index("offers_manager").on(table.managerId),
  ],
);

export const offerLineItems = pgTable(
  "offer_line_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: bigint("offer_id", { mode: "number" })
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /**
     * The rest of the line's configuration (material, print mode, finish, print quality) as the price
     * engine takes them; with the sku (a catalogue or a custom size) it is what the order line is made as
     * (docs/adr/0054-offer-line-configuration.md). Empty: the product's defaults.
     */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
    boxDesignId: bigint("box_design_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("offer_line_items_offer").on(table.offerId)],
);

/** What happened to an offer, in order; 'viewed' and 'expired' are also the analytics events. */
export const offerEvents = pgTable(
  "offer_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: bigint("offer_id", { mode: "number" })
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("offer_events_offer").on(table.offerId), index("offer_events_user").on(table.userId)],
);

/** A price the catalogue's ladders gave for a list of products; it can become an offer the buyer accepts. */
export const instantQuotes = pgTable(
  "instant_quotes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<{ sku: string; quantity: number; unit_price: number; total: number }[]>().notNull(),
    itemTotal: integer("item_total").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    offerId: bigint("offer_id", { mode: "number" }).references(() => offers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("instant_quotes_user").on(table.userId)],
);

/**
 * Files an order manager publishes for the buyer to approve before production.
 * Opened by its uuid (the link the buyer is mailed); the buyer approves it or asks
 * for changes with a reason. A newer fileset for the order supersedes a pending one.
 */
export const clientApprovalFilesets = pgTable(
  "client_approval_filesets",
  {
    uuid: text("uuid").primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileIds: jsonb("file_ids").$type<string[]>().notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: FILESET_STATUSES }).notNull().default("pending"),
    reviewReason: text("review_reason"),
    /** Who answered, as they gave it. */
    email: text("email"),
    publishedById: bigint("published_by_id", { mode: "number" }).references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("client_approval_filesets_order").on(table.orderId, table.createdAt),
    index("client_approval_filesets_published_by").on(table.publishedById),
  ],
);

/** The manager's notes on an order's production files. */
export const qaComments = pgTable(
  "qa_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("qa_comments_order").on(table.orderId), index("qa_comments_author").on(table.authorId)],
);

/** Every move of an order's QA state, by a manager or by the buyer's review (author null). */
export const qaStateChanges = pgTable(
  "qa_state_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromState: text("from_state", { enum: QA_STATES }),
    toState: text("to_state", { enum: QA_STATES }).notNull(),
    note: text("note").notNull().default(""),
    authorId: bigint("author_id", { mode: "number" }).references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("qa_state_changes_order").on(table.orderId), index("qa_state_changes_author").on(table.authorId)],
);

export const ANALYTICS_EVENT_KINDS = ["track", "page", "identify", "product_added_ua_conversion"] as const;

/**
 * Events the browser's analytics client sent to the proxy, after the visitor
 * allowed analytics. The message id makes a retried delivery count once.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: text("message_id").notNull(),
    kind: text("kind", { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    name: text("name").notNull(),
    anonymousId: text("anonymous_id").notNull(),
    /** The user the call's token belonged to, if any. */
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    region: text("region").notNull(),
    lineItemId: bigint("line_item_id", { mode: "number" }),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    page: jsonb("page").$type<{ path: string; referrer: string; title: string }>(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("analytics_events_message").on(table.messageId),
    index("analytics_events_name").on(table.name, table.createdAt),
    index("analytics_events_anonymous").on(table.anonymousId),
    index("analytics_events_user").on(table.userId),
    index("analytics_events_created_at").on(table.createdAt),
  ],
);

/** Where a user first came from, registered once after the user was set up; never overwritten. */
export const firstTouches = pgTable("first_touches", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type"),
  source: text("source"),
  medium: text("medium"),
  campaign: text("campaign"),
  content: text("content"),
  term: text("term"),
  clientId: text("client_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Segmentation sessions: answers a visitor gave (on a landing page, a survey)
 * gathered under a segmentation token. Only the token's hash is kept.
 */
export const segmentSessions = pgTable(
  "segment_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    region: text("region").notNull(),
    anonymousId: text("anonymous_id"),
    data: jsonb("data").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("segment_sessions_token").on(table.tokenHash),
    index("segment_sessions_user").on(table.userId),
    index("segment_sessions_updated_at").on(table.updatedAt),
  ],
);

/**
 * A message sent through the contact form: who wrote, in which storefront and
 * language, and the contact attachments (uploads of the sender) it carries.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created").on(table.createdAt), index("contact_messages_user").on(table.userId)],
);

/** Newsletter sign-ups kept by the local mailing list, one per address and storefront. */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_signups_email_region").on(table.email, table.region)],
);

/**
 * Answers of order-creating and paying calls sent with an Idempotency-Key header,
 * per user: a retry with the same key (a load balancer's, or the shopper's after a
 * dropped connection) gets the first answer back and changes nothing. `fingerprint`
 * is a hash of the method, path and body, so the same key on another request is
 * refused rather than answered with something unrelated.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    // Written in the same transaction as the key: no other request ever sees them empty.
    status: integer("status"),
    body: jsonb("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("idempotency_keys_user_key").on(table.userId, table.key), index("idempotency_keys_created_at").on(table.createdAt)],
);

/**
 * A manager's change to one product type's prices: basis points on the price
 * after the margin (-5000 is half price, 20000 three times the price), with who
 * set it and when. Read into a per-process snapshot the price engine applies
 * (server/pricing/adjustments.ts); see docs/adr/0018-editable-prices-and-shared-cache.md.
 */
export const priceAdjustments = pgTable(
  "price_adjustments",
  {
    product: text("product").primaryKey(),
    basisPoints: integer("basis_points").notNull(),
    changedBy: bigint("changed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("price_adjustments_changed_by").on(table.changedBy)],
);

/**
 * The pricing version: one row, counted up with every price change, so each
 * instance can tell whether its snapshot of the adjustments is current.
 */
export const pricingState = pgTable("pricing_state", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Next.js's incremental cache (rendered pages and route answers) when the shop runs
 * on PostgreSQL, shared by every instance (server/cache). Times are the database's
 * clock in microseconds, so instances with different clocks compare alike.
 */
export const nextCacheEntries = pgTable("next_cache_entries", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastModified: bigint("last_modified", { mode: "number" }).notNull(),
});

/** When each cache tag was last revalidated; an entry older than one of its tags is a miss. */
export const nextCacheTags = pgTable("next_cache_tags", {
  tag: text("tag").primaryKey(),
  revalidatedAt: bigint("revalidated_at", { mode: "number" }).notNull(),
});

export const COMPANY_ROLES = ["buyer", "approver", "admin"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const PURCHASE_APPROVAL_STATES = ["pending", "approved", "rejected", "canceled"] as const;

/**
 * A buying company (ADR 0055): its people are members with a role; its orders,
 * quote requests and offers carry its id. Money amounts of its members' limits
 * are minor units of `currency`, the currency of its storefront `region`.
 */
export const companies = pgTable("companies", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  /** Normalized by the checkout's VAT id check (server/users/vat/validate.ts); null for a company without one. */
  vatId: text("vat_id"),
  countryIso: char("country_iso", { length: 2 }).notNull(),
  region: text("region").$type<RegionId>().notNull(),
  currency: text("currency").notNull(),
  billingAddress: jsonb("billing_address").$type<StoredAddress>(),
  deliveryAddress: jsonb("delivery_address").$type<StoredAddress>(),
  /** Where invoices go, and what they must quote (a purchase order or cost centre). */
  invoiceEmail: text("invoice_email"),
  invoiceReference: text("invoice_reference"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person's place in a company: one company per account. A null spending limit means no limit. */
export const companyMembers = pgTable(
  "company_members",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: COMPANY_ROLES }).notNull(),
    spendingLimit: integer("spending_limit"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("company_members_user_unique").on(table.userId), index("company_members_company").on(table.companyId)],
);

/** A mailed, single-use, expiring invitation to join a company; only the token's SHA-256 is kept. */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: COMPANY_ROLES }).notNull(),
    spendingLimit: integer("spending_limit"),
    tokenHash: text("token_hash").notNull(),
    invitedById: bigint("invited_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("company_invitations_hash_unique").on(table.tokenHash),
    index("company_invitations_company").on(table.companyId),
    index("company_invitations_invited_by").on(table.invitedById),
  ],
);

/**
 * A member's order above their spending limit, waiting for an approver of the
 * company (ADR 0055). An approval holds for the total it was asked for: an order
 * whose total changed needs a new one before it can be paid.
 */
export const purchaseApprovals = pgTable(
  "purchase_approvals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    requestedById: bigint("requested_by_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    total: integer("total").notNull(),
    currency: text("currency").notNull(),
    state: text("state", { enum: PURCHASE_APPROVAL_STATES }).notNull().default("pending"),
    reason: text("reason"),
    decidedById: bigint("decided_by_id", { mode: "number" }).references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Keys the codes in the approvers' mail links (one per recipient); the codes themselves are not kept. */
    linkSecret: text("link_secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("purchase_approvals_company").on(table.companyId, table.state),
    index("purchase_approvals_order").on(table.orderId),
    index("purchase_approvals_requested_by").on(table.requestedById),
    index("purchase_approvals_decided_by").on(table.decidedById),
  ],
);

/** One tier of a negotiated fixed ladder: from range_start pieces on, each piece costs price (net minor units). */
export interface NegotiatedTier {
  range_start: number;
  price: number;
}

/**
 * A company's negotiated price list (ADR 0056): valid on the shop's days from
 * valid_from to valid_to (both included; no end when null), in the company's
 * currency. Two lists of a company never cover the same product and size on one day.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }),
    createdById: bigint("created_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    updatedById: bigint("updated_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Every priced line of a member's cart asks for the company's lists valid on a day.
  (table) => [
    index("price_lists_company_validity").on(table.companyId, table.validFrom, table.validTo),
    index("price_lists_created_by").on(table.createdById),
    index("price_lists_updated_by").on(table.updatedById),
  ],
);

/**
 * One negotiated price of a list: a product (slug) in one size (a catalogue or
 * custom size code) or in every size (null), either a fixed ladder of net piece
 * prices or a discount in basis points on the public ladder, never both.
 */
export const priceListEntries = pgTable(
  "price_list_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    priceListId: bigint("price_list_id", { mode: "number" })
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    product: text("product").notNull(),
    sizeCode: text("size_code"),
    ladder: jsonb("ladder").$type<NegotiatedTier[]>(),
    discountBasisPoints: integer("discount_basis_points"),
  },
  // The unique constraint's index also serves reading a list's entries (by price_list_id, its first column).
  (table) => [
    unique("price_list_entries_unique").on(table.priceListId, table.product, table.sizeCode).nullsNotDistinct(),
    check("price_list_entries_one_kind", sql`(${table.ladder} is null) <> (${table.discountBasisPoints} is null)`),
  ],
);
