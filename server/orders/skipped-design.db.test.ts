import { describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";

const api = apiClient();

/**
 * A line waits for the customer's design only where there is one to make (ADR 0037):
 * a bag or a mailer printed to the customer's design does, a pre-printed box or
 * tape ("no design work needed") and a plain mailer do not.
 */
describe("an order line's skipped design", () => {
  it("is flagged for products printed to a design, not for pre-printed or plain ones", async () => {
    const { body: me } = await api.get("/api/users/create_anonymous", { region: "eu" });
    const token = me.token as string;
    const { body: cart } = await api.post("/api/v2/orders", {}, { token, region: "eu" });
    const lines: Record<string, boolean> = {};
    for (const [sku, options] of [
      ["paper-bag-240x110x310", { print_mode: "print-monochrome" }],
      ["poly-mailer-250x350", { print_mode: "print-monochrome" }],
      ["pre-printed-mailer-box-eco-200x150x70", { material: "cardboard-natural", print_mode: "print-eco-color" }],
      ["pre-printed-kraft-tape-50000x50", { print_mode: "print-monochrome" }],
      ["bio-poly-mailer-plain-250x350", { print_mode: "no-print" }],
    ] as const) {
      const added = await api.post(`/api/v2/orders/${cart.number}/line_item`, { sku, quantity: 100, options }, { token, region: "eu" });
      expect(added.status, `${sku} ${JSON.stringify(added.body)}`).toBe(200);
      const line = (added.body.line_items as { sku: string; skipped_design: boolean }[]).find((candidate) => candidate.sku === sku)!;
      lines[sku] = line.skipped_design;
    }
    expect(lines).toEqual({
      "paper-bag-240x110x310": true,
      "poly-mailer-250x350": true,
      "pre-printed-mailer-box-eco-200x150x70": false,
      "pre-printed-kraft-tape-50000x50": false,
      "bio-poly-mailer-plain-250x350": false,
    });
  });
});
