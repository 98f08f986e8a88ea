import Stripe from "stripe";
import { HttpError } from "@/server/http/errors";
import type { CardGateway, FailureCode, Intent, IntentStatus, NewIntent } from "./types";

/**
 * Stripe through its SDK. Every POST carries an idempotency key, so a retried
 * request (ours, the SDK's or a load balancer's) never makes a second charge.
 */

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Where the SDK sends requests; only tests point it elsewhere. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** Redirect methods Stripe takes; hokodo is not one of them. */
const STRIPE_REDIRECT_METHODS = new Set(["p24", "ideal", "bancontact", "eps", "giropay", "sofort", "paypal"]);

const FAILURES = new Set<FailureCode>(["card_declined", "insufficient_funds", "expired_card", "authentication_failed"]);

function failureOf(error: { code?: string | null; decline_code?: string | null } | null | undefined): FailureCode | null {
  if (!error) return null;
  const code = (error.decline_code ?? error.code) as FailureCode | undefined;
  if (code && FAILURES.has(code)) return code;
  if (error.code === "payment_intent_authentication_failure") return "authentication_failed";
  return error.code === "card_declined" ? "card_declined" : "payment_failed";
}

/** A Stripe PaymentIntent in the shop's shape (also what webhooks carry). */
export function toIntent(intent: Stripe.PaymentIntent): Intent {
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret ?? "",
    nextActionUrl: intent.status === "requires_action" ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    orderNumber: intent.metadata?.order_number ?? null,
    failure: intent.status === "requires_payment_method" ? failureOf(intent.last_payment_error) : null,
  };
}

/** A card error still names its intent; the shop treats it as an intent that needs another payment method. */
async function orDeclined(call: () => Promise<Stripe.PaymentIntent>): Promise<Intent> {
  try {
    return toIntent(await call());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
      return { ...toIntent(error.payment_intent as Stripe.PaymentIntent), status: "requires_payment_method", failure: failureOf(error) };
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new HttpError(422, "payment_refused", error.message);
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new HttpError(502, "payment_provider_unavailable", "The payment provider did not answer; nothing was charged. Please try again.");
    }
    throw error;
  }
}

export function stripeGateway(settings: StripeSettings): CardGateway {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol } : {}),
  });

  return {
    name: "stripe",
    publishableKey: () => settings.publishableKey,
    supportsMethod: (methodType) => methodType === "card" || STRIPE_REDIRECT_METHODS.has(methodType),

    createIntent(input: NewIntent) {
      const card = input.methodType === "card";
      return orDeclined(() =>
        client.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            confirm: true,
            allowed_payment_method_types: [input.methodType],
            ...(card
              ? { payment_method: input.paymentMethodId }
              : {
                  payment_method_data: {
                    type: input.methodType,
                    billing_details: { email: input.email ?? undefined },
                  } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
                }),
            return_url: input.returnUrl,
            metadata: { order_number: input.orderNumber },
            receipt_email: input.email ?? undefined,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    retrieveIntent(id) {
      return orDeclined(() => client.paymentIntents.retrieve(id));
    },

    async confirmIntent(id, idempotencyKey) {
      const current = await orDeclined(() => client.paymentIntents.retrieve(id));
      if (current.status !== "requires_confirmation") return current;
      return orDeclined(() => client.paymentIntents.confirm(id, {}, { idempotencyKey }));
    },

    async cancelIntent(id, idempotencyKey) {
      const current = await orDeclined(() => client.paymentIntents.retrieve(id));
      if (current.status === "succeeded" || current.status === "canceled" || current.status === "processing") return current;
      return orDeclined(() => client.paymentIntents.cancel(id, {}, { idempotencyKey }));
    },
  };
}

/** Checks a webhook's signature and parses it; a bad signature is a 400. */
export async function verifiedEvent(payload: string, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new HttpError(400, "invalid_signature", "The Stripe-Signature header is missing");
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw new HttpError(400, "invalid_signature", "The webhook signature does not match");
  }
}
