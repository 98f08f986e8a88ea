import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import { openSavedDesign, refusal, setUpEditorTests } from "./testing";

/**
 * The editor reads the open cart once, to know whether the design is already in
 * it ("Update cart", ADR 0050). A new shopper has no cart: the shop answers 404
 * ("No open cart in this storefront"), which is an answer, not a failure, and
 * the console showed it as one on every first visit.
 */

setUpEditorTests();

const failureLogs = () =>
  (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls
    .map((call) => call.map(String).join(" "))
    .filter((line) => line.includes("orders/current"));

describe("reading the cart from the editor", () => {
  it("logs nothing when the shopper has no cart yet, and offers Add to cart", async () => {
    const { shop } = await openSavedDesign({ routes: { "GET v2/orders/current": refusal(404, "not_found") } });
    await waitFor(() => expect(shop.to("GET", "v2/orders/current")).toHaveLength(1));
    expect(await screen.findByTestId("order-summary")).toHaveTextContent(en.Editor.order.addToCart);
    expect(failureLogs()).toEqual([]);
  });

  it("still logs a real failure to read the cart", async () => {
    const { shop } = await openSavedDesign({ routes: { "GET v2/orders/current": refusal(500, "internal_error") } });
    await waitFor(() => expect(shop.to("GET", "v2/orders/current").length).toBeGreaterThan(0));
    await waitFor(() => expect(failureLogs()).toContain("GET /v2/orders/current failed with status 500 English text for developers"));
  });
});
