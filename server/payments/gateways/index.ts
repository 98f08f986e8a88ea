import type { Database } from "@/server/db/client";
import { localGateway } from "./local";
import { stripeGateway } from "./stripe";
import type { CardGateway } from "./types";

/**
 * The gateway registry. The card provider is Stripe; with STRIPE_SECRET_KEY set
 * the shop talks to Stripe, without it to the built-in gateway, which has the same
 * states and test cards, so every flow works on a fresh machine.
 */

export type { CardGateway, Intent } from "./types";

export const CARD_PROVIDERS = ["stripe"] as const;

export function cardGateway(db: Database, env: Record<string, string | undefined> = process.env): CardGateway {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return localGateway(db);
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return stripeGateway({
    secretKey,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
    ...(api ? { host: api.hostname, port: Number(api.port) || undefined, protocol: api.protocol === "http:" ? "http" : "https" } : {}),
  });
}
