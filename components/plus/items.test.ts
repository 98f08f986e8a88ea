import { describe, expect, it } from "vitest";
import { wireOptions, type PlusOrder, type PlusOrderLine } from "./api";
import { itemsFromOrders } from "./items";
import { lineItemAnswer, paidOrderAnswer } from "@/test/order-answers";

function line(values: Partial<PlusOrderLine> & Pick<PlusOrderLine, "id">): PlusOrderLine {
  return lineItemAnswer({ quantity: 100, price: 150, total: 15000, ...values });
}

function order(values: Partial<PlusOrder> & Pick<PlusOrder, "number" | "line_items">): PlusOrder {
  return paidOrderAnswer(values);
}

describe("itemsFromOrders", () => {
  it("keeps one item per sku and design, as the newest placed order has it, whatever order the orders come in", () => {
    const older = order({
      number: "R1",
      completed_at: "2026-01-10T10:00:00.000Z",
      line_items: [line({ id: 1, quantity: 100, box_design_id: 7 }), line({ id: 2, quantity: 40 })],
    });
    const newer = order({
      number: "R2",
      completed_at: "2026-03-10T10:00:00.000Z",
      line_items: [line({ id: 3, quantity: 500, box_design_id: 7, options: { printQuality: "hd-plus" } })],
    });
    const items = itemsFromOrders([older, newer], "eu");
    expect(items.map((item) => [item.sku, item.boxDesignId, item.quantity, item.orderNumber])).toEqual([
      ["mailer-box-full-color-200x150x70", 7, 500, "R2"],
      ["mailer-box-full-color-200x150x70", null, 40, "R1"],
    ]);
    expect(items[0]!.options).toEqual({ printQuality: "hd-plus" });
  });

  it("leaves out services, canceled orders and other storefronts' orders", () => {
    const items = itemsFromOrders(
      [
        order({ number: "R1", line_items: [line({ id: 1, kind: "service", sku: null, service_name: "warranty", variant: null, product: null })] }),
        order({ number: "R2", state: "canceled", line_items: [line({ id: 2 })] }),
        order({ number: "R3", region: "pl", line_items: [line({ id: 3 })] }),
      ],
      "eu",
    );
    expect(items).toEqual([]);
  });

  it("names a custom order's line as it was offered, and falls back to the order's names", () => {
    const [offered, gone] = itemsFromOrders(
      [
        order({
          number: "R1",
          line_items: [line({ id: 1, name: "Mailer with gold foil", box_design_id: 3 }), line({ id: 2, sku: "old-box-1x1x1", variant: null, product: null })],
        }),
      ],
      "eu",
    );
    expect(offered).toMatchObject({ offeredName: "Mailer with gold foil", slug: "mailer-box-full-color" });
    expect(gone).toMatchObject({ offeredName: null, orderedName: "old-box-1x1x1", slug: null, sku: "old-box-1x1x1" });
  });
});

describe("wireOptions", () => {
  it("turns an order line's options into a new line's, dropping what the catalogue does not know", () => {
    expect(wireOptions({ material: "cardboard-natural", printMode: "bogus", finish: "foil-glossy", printQuality: "hd-plus", express: true })).toEqual({
      material: "cardboard-natural",
      finish: "foil-glossy",
      print_quality: "hd-plus",
    });
    expect(wireOptions({ material: "kraft", printMode: true })).toEqual({});
    expect(wireOptions({})).toEqual({});
  });
});
