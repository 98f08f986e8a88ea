import { describe, expect, it } from "vitest";
import { isEmpty, stateForStep, stepOf } from "./steps";

describe("checkout steps", () => {
  it("follow the order's state as the spec's state mapping leaves it", () => {
    expect(stepOf({ state: "cart" })).toBe("details");
    expect(stepOf({ state: "address" })).toBe("delivery");
    expect(stepOf({ state: "delivery" })).toBe("summary");
    expect(stepOf({ state: "payment" })).toBe("summary");
  });

  it("are reached by sending the mapped state", () => {
    expect(stateForStep("details")).toBe("cart");
    expect(stateForStep("delivery")).toBe("address");
    expect(stateForStep("summary")).toBe("delivery");
    // Each step's state shows that step again.
    for (const step of ["details", "delivery", "summary"] as const) expect(stepOf({ state: stateForStep(step) as "cart" })).toBe(step);
  });

  it("count only products when deciding that a cart is empty", () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty({ line_items: [{ kind: "service" } as never] })).toBe(true);
    expect(isEmpty({ line_items: [{ kind: "product" } as never] })).toBe(false);
  });
});
