import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, MIN_FIRST_SHARE_PERCENT, MIN_PLAN_TOTAL, planOf, plansFor, shopToday } from "./plans";

const buyer = { anonymous: false, confirmedAt: new Date() };
const company = {
  first_name: "Mila",
  last_name: "Kartonowa",
  company_name: "Kartonwerk GmbH",
  street: "Karton 1",
  city: "Berlin",
  zip_code: "10115",
  country_iso: "DE",
};
const order = { customerType: "b2b" as const, billAddress: company, currency: "EUR", total: 250_000, state: "payment" as const };

describe("instalment plans", () => {
  it("add up to the order total exactly, the first at least 30% and due today, the rest every 30 days", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 2_000_000_000 }), fc.constantFrom(2, 3, 4), (total, count) => {
        const plan = planOf(total, count, "2025-01-31");
        expect(plan.installments).toHaveLength(count);
        expect(plan.installments.reduce((sum, part) => sum + part.amount, 0)).toBe(total);
        expect(plan.installments[0]!.amount * 100).toBeGreaterThanOrEqual(total * MIN_FIRST_SHARE_PERCENT);
        plan.installments.forEach((part, index) => {
          expect(part.amount).toBeGreaterThan(0);
          expect(part.due_date).toBe(addDays("2025-01-31", index * 30));
        });
      }),
    );
    expect(addDays("2025-01-31", 30)).toBe("2025-03-02");
  });

  it("are offered only to confirmed business accounts with a company, from the minimum total", () => {
    expect(plansFor(buyer, order).plans.map((plan) => plan.installments_count)).toEqual([2, 3, 4]);
    expect(plansFor({ anonymous: true, confirmedAt: null }, order)).toEqual({ plans: [], refusal: "sign_in_required" });
    expect(plansFor({ anonymous: false, confirmedAt: null }, order).refusal).toBe("email_not_confirmed");
    expect(plansFor(buyer, { ...order, customerType: "b2c" }).refusal).toBe("business_only");
    expect(plansFor(buyer, { ...order, billAddress: { ...company, company_name: " " } }).refusal).toBe("company_required");
    expect(plansFor(buyer, { ...order, total: MIN_PLAN_TOTAL.EUR - 1 }).refusal).toBe("below_minimum");
    expect(plansFor(buyer, { ...order, currency: "PLN", total: MIN_PLAN_TOTAL.EUR }).refusal).toBe("below_minimum");
    expect(plansFor(buyer, { ...order, state: "complete" }).refusal).toBe("order_placed");
  });

  it("count days in the shop's own time zone", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Warsaw.
    expect(shopToday(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
  });
});
