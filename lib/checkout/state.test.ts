import { describe, expect, it } from "vitest";
import { stateToSend } from "./state";

describe("stateToSend", () => {
  it("maps delivery to address and payment to delivery, and leaves the rest", () => {
    expect(stateToSend("delivery")).toBe("address");
    expect(stateToSend("payment")).toBe("delivery");
    expect(stateToSend("cart")).toBe("cart");
    expect(stateToSend("complete")).toBe("complete");
    expect(stateToSend("address")).toBe("address");
  });
});
