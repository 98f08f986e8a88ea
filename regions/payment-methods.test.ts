import { describe, expect, it } from "vitest";
import { REGIONS } from "./index";
import { findPaymentMethod, paymentMethodsFor } from "@/lib/checkout/payment-methods";

const codes = (regionId: keyof typeof REGIONS) => paymentMethodsFor(REGIONS[regionId].allowedPaymentMethods).map((option) => option.code);

describe("payment methods per storefront", () => {
  it("offer exactly what each region allows, the card provider as the card", () => {
    expect(codes("eu")).toEqual(["card", "check", "paypal", "p24", "ideal", "bancontact", "eps", "giropay", "hokodo"]);
    expect(codes("de")).toEqual(["card", "check", "paypal", "p24", "ideal", "bancontact", "eps", "giropay"]);
    expect(codes("pl")).toEqual(["card", "check", "p24", "hokodo"]);
    expect(codes("gb")).toEqual(["card", "check", "hokodo"]);
    expect(codes("ro")).toEqual(["card", "check"]);
    expect(codes("sv")).toEqual(["card", "check"]);
    expect(codes("us")).toEqual(["card"]);
  });

  it("are found by id or code, with 'transfer' meaning the bank transfer", () => {
    expect(findPaymentMethod(2)).toMatchObject({ code: "check", kind: "bank_transfer" });
    expect(findPaymentMethod("transfer")?.id).toBe(2);
    expect(findPaymentMethod("p24")).toMatchObject({ id: 4, kind: "redirect" });
    expect(findPaymentMethod(99)).toBeUndefined();
  });
});
