import { randomBytes } from "node:crypto";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { localPaymentIntents, localPaymentMethods } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { luhnValid } from "@/server/users/vat/checksums";
import type { CardGateway, FailureCode, Intent, IntentStatus, NewIntent } from "./types";

/**
 * The built-in gateway: PaymentIntents with Stripe's states and Stripe's test
 * cards, kept in the database, for development and tests when no Stripe keys are
 * set. Card details reach it through POST gateway/stripe/card (the shop's own card
 * form stands in for Stripe Elements); authentication and redirect methods go
 * through its page at /api/gateway/stripe/authorize/{id}.
 */

export const LOCAL_PUBLISHABLE_KEY = "pk_local";

/** What a test card does when charged, by Stripe's test numbers; any other valid number succeeds. */
const TEST_CARDS: Record<string, LocalBehaviour> = {
  "4000002500003155": "authenticate",
  "4000002760003184": "authenticate",
  "4000000000003220": "authenticate",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
};

type LocalBehaviour = "succeed" | "authenticate" | Exclude<FailureCode, "authentication_failed" | "payment_failed">;

type IntentRow = typeof localPaymentIntents.$inferSelect;

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

const invalidCard = (field: string, message: string) => new HttpError(422, "invalid_card", message, { field });

/** Checks the card as a provider's card form would, and stores a payment method for it. */
export async function createLocalCard(db: Database, card: CardDetails, now = new Date()): Promise<{ id: string; brand: string; last4: string }> {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw invalidCard("number", "The card number is not valid");
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const endOfMonth = new Date(Date.UTC(year, card.exp_month, 1));
  if (endOfMonth <= now) throw invalidCard("expiry", "The card has expired");
  const cvcLength = brandOf(number) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) throw invalidCard("cvc", "The security code is not valid");
  const method = { id: id("pm"), type: "card", brand: brandOf(number), last4: number.slice(-4), behaviour: TEST_CARDS[number] ?? "succeed" };
  await db.insert(localPaymentMethods).values(method);
  return { id: method.id, brand: method.brand, last4: method.last4 };
}

function authorizeUrl(row: Pick<IntentRow, "id" | "clientSecret">): string {
  return `/api/gateway/stripe/authorize/${row.id}?client_secret=${row.clientSecret}`;
}

function toIntent(row: IntentRow): Intent {
  return {
    id: row.id,
    status: row.status as IntentStatus,
    amount: row.amount,
    currency: row.currency,
    clientSecret: row.clientSecret,
    nextActionUrl: row.status === "requires_action" ? authorizeUrl(row) : null,
    orderNumber: row.metadata.order_number ?? null,
    failure: (row.lastErrorCode as FailureCode | null) ?? null,
  };
}

export function localGateway(db: Database): CardGateway {
  async function load(intentId: string): Promise<IntentRow> {
    const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, intentId));
    if (!row) throw notFound("No such payment intent", { payment_intent_id: intentId });
    return row;
  }

  /**
   * Moves the intent on only from the states it may leave, in one statement: a
   * confirmation and a cancellation arriving together (the shopper confirming in
   * one tab while the cart changes in another) must not both win, as with
   * Stripe, whose intent never is both captured and canceled. The loser gets the
   * intent as the winner left it.
   */
  async function transition(intentId: string, from: { only: IntentStatus[] } | { not: IntentStatus[] }, change: Partial<IntentRow>): Promise<Intent> {
    const allowed = "only" in from ? inArray(localPaymentIntents.status, from.only) : notInArray(localPaymentIntents.status, from.not);
    const [row] = await db
      .update(localPaymentIntents)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(localPaymentIntents.id, intentId), allowed))
      .returning();
    return toIntent(row ?? (await load(intentId)));
  }

  /** What charging the intent's payment method gives: Stripe's test-card outcomes. */
  async function charge(row: IntentRow): Promise<Partial<IntentRow>> {
    if (row.methodType !== "card") return { status: "requires_action" };
    const [method] = row.paymentMethodId ? await db.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, row.paymentMethodId)) : [];
    if (!method) return { status: "requires_payment_method", lastErrorCode: "payment_failed" };
    if (method.behaviour === "succeed") return { status: "succeeded", lastErrorCode: null };
    if (method.behaviour === "authenticate") return { status: "requires_action", lastErrorCode: null };
    return { status: "requires_payment_method", lastErrorCode: method.behaviour };
  }

  return {
    name: "local",
    publishableKey: () => LOCAL_PUBLISHABLE_KEY,
    supportsMethod: () => true,

    async createIntent(input: NewIntent) {
      const row: IntentRow = {
        id: id("pi"),
        clientSecret: randomBytes(16).toString("hex"),
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        status: "requires_confirmation",
        methodType: input.methodType,
        paymentMethodId: input.paymentMethodId ?? null,
        lastErrorCode: null,
        returnUrl: input.returnUrl,
        metadata: { order_number: input.orderNumber, locale: input.locale },
        idempotencyKey: input.idempotencyKey,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      Object.assign(row, await charge(row));
      const [created] = await db
        .insert(localPaymentIntents)
        .values(row)
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
        .returning({ id: localPaymentIntents.id });
      if (created) return toIntent(row);
      // The same idempotency key answers with the intent it made before, as Stripe does.
      const [earlier] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, input.idempotencyKey));
      return toIntent(earlier!);
    },

    async retrieveIntent(intentId) {
      return toIntent(await load(intentId));
    },

    async confirmIntent(intentId) {
      // After authentication the card is charged; every other state stays as it is.
      return transition(intentId, { only: ["requires_confirmation"] }, { status: "succeeded", lastErrorCode: null });
    },

    async cancelIntent(intentId) {
      // As with Stripe: money already on its way (processing) cannot be canceled any more.
      return transition(intentId, { not: ["succeeded", "canceled", "processing"] }, { status: "canceled" });
    },
  };
}

/** The intent, for whoever holds its client secret (the shopper's browser on the gateway's page). */
async function intentWithSecret(db: Database, intentId: string, clientSecret: string): Promise<IntentRow> {
  const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, intentId));
  if (!row || row.clientSecret !== clientSecret) throw notFound("No such payment intent");
  return row;
}

/**
 * The authentication or bank page's answer: approve moves the intent on, fail
 * declines it. Only an intent still waiting for it moves, in one statement, so a
 * cancellation at the same moment is not overwritten.
 */
export async function authorizeLocalIntent(
  db: Database,
  intentId: string,
  clientSecret: string,
  approve: boolean,
): Promise<{ returnUrl: string; intent: Intent }> {
  const row = await intentWithSecret(db, intentId, clientSecret);
  if (row.status === "requires_action") {
    // A card after 3-D Secure waits for the shop's confirmation, as with Stripe's manual
    // confirmation; a redirect method's bank has already moved the money.
    const status = !approve
      ? "requires_payment_method"
      : row.methodType === "card"
        ? "requires_confirmation"
        : row.methodType === "sofort"
          ? "processing"
          : "succeeded";
    const [updated] = await db
      .update(localPaymentIntents)
      .set({ status, lastErrorCode: approve ? null : "authentication_failed", updatedAt: new Date() })
      .where(and(eq(localPaymentIntents.id, intentId), eq(localPaymentIntents.status, "requires_action")))
      .returning();
    const current = updated ?? (await intentWithSecret(db, intentId, clientSecret));
    return { returnUrl: current.returnUrl ?? "/", intent: toIntent(current) };
  }
  return { returnUrl: row.returnUrl ?? "/", intent: toIntent(row) };
}

export async function localIntentPage(db: Database, intentId: string, clientSecret: string) {
  const row = await intentWithSecret(db, intentId, clientSecret);
  return { intent: toIntent(row), methodType: row.methodType, locale: row.metadata.locale ?? "en-US" };
}
