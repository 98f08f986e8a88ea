import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { authorizeLocalIntent, createLocalCard, localGateway } from "./local";

/**
 * The built-in gateway stands in for Stripe, whose intent is never both captured
 * and canceled: when the shop confirms an intent while the cart's change cancels
 * it, one of them wins and the other is told how the intent ended. On PostgreSQL
 * (npm run test:db) the two calls run on separate connections at the same moment.
 */

const ROUNDS = 20;
const AUTHENTICATE = "4000002500003155";
let counter = 0;

async function authenticatedIntent(methodType = "card") {
  const db = await database();
  const gateway = localGateway(db);
  const card =
    methodType === "card" ? await createLocalCard(db, { number: AUTHENTICATE, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" }) : null;
  const intent = await gateway.createIntent({
    amount: 16150,
    currency: "EUR",
    orderNumber: `R-RACE-${(counter += 1)}`,
    methodType,
    paymentMethodId: card?.id,
    locale: "en-US",
    returnUrl: "/checkout",
    idempotencyKey: `race-${Date.now()}-${counter}`,
  });
  expect(intent.status).toBe("requires_action");
  return { db, gateway, intent };
}

describe("the built-in gateway's intent, changed from two sides at once", () => {
  it("is either captured or canceled, never both: the losing call answers with the winner's state", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { db, gateway, intent } = await authenticatedIntent();
      await authorizeLocalIntent(db, intent.id, intent.clientSecret, true);
      const [confirmed, canceled] = await Promise.all([
        gateway.confirmIntent(intent.id, `confirm-${round}`),
        gateway.cancelIntent(intent.id, `cancel-${round}`),
      ]);
      const final = (await gateway.retrieveIntent(intent.id)).status;
      expect(["succeeded", "canceled"]).toContain(final);
      expect(confirmed.status).toBe(final);
      expect(canceled.status).toBe(final);
    }
  });

  it("does not let the bank page's approval overwrite a cancellation made at the same moment", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { db, gateway, intent } = await authenticatedIntent("p24");
      const [approved, canceled] = await Promise.all([
        authorizeLocalIntent(db, intent.id, intent.clientSecret, true),
        gateway.cancelIntent(intent.id, `cancel-${round}`),
      ]);
      const final = (await gateway.retrieveIntent(intent.id)).status;
      expect(["succeeded", "canceled"]).toContain(final);
      expect(approved.intent.status).toBe(final);
      expect(canceled.status).toBe(final);
    }
  });
});
