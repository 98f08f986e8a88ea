import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHOD_OPTIONS, type PaymentMethodCode } from "@/lib/checkout/payment-methods";
import en from "@/messages/en-US.json";
import { ALL_REGIONS } from "@/regions";
import { PaymentLogos, PaymentMarks } from "./PaymentLogos";
import { storefrontPaymentMethods } from "./trust-words";

const names = en.Checkout.paymentMethods as Record<PaymentMethodCode, string>;

describe("the payment marks", () => {
  it.each(PAYMENT_METHOD_OPTIONS.map((option) => option.code))("show %s alone, named, when it is all a storefront offers", (code) => {
    render(<PaymentLogos methods={[code]} names={names} label="Ways to pay" />);
    const marks = within(screen.getByRole("list", { name: "Ways to pay" })).getAllByRole("img");
    expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual(code === "card" ? ["Visa", "Mastercard"] : [names[code]]);
  });

  it("follow every storefront's own list: a method is shown exactly where the region offers it", () => {
    for (const region of ALL_REGIONS) {
      const methods = storefrontPaymentMethods(region);
      const { unmount } = render(<PaymentLogos methods={methods} names={names} label={`Ways to pay in ${region.id}`} />);
      const shown = within(screen.getByRole("list", { name: `Ways to pay in ${region.id}` }))
        .getAllByRole("img")
        .map((mark) => mark.getAttribute("aria-label"));
      for (const option of PAYMENT_METHOD_OPTIONS) {
        const named = option.code === "card" ? "Visa" : names[option.code];
        expect(shown.includes(named), `${region.id} ${option.code}`).toBe(methods.includes(option.code));
      }
      unmount();
    }
  });

  it("are decoration beside a method's name at the checkout, hidden from screen readers", () => {
    render(
      <label>
        <input type="radio" /> PayPal <PaymentMarks code="paypal" />
      </label>,
    );
    expect(screen.getByRole("radio", { name: "PayPal" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("payment-marks-paypal").querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
