import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import pl from "@/messages/pl-PL.json";
import { addressCountries } from "@/regions/countries";
import { REGIONS } from "@/regions";
import { CheckoutPage } from "./CheckoutPage";
import { address, checkout, euro, fakeShop, refusal, renderIsland, sessionRoutes, signIn } from "./testing";

/**
 * The details step as a Polish shopper meets it when something is wrong: the
 * summary above the button is announced and lists each field with a link to it,
 * the focus is on the first field in trouble, and the server's refusal of a
 * field is shown at that field.
 */

const countries = addressCountries(REGIONS.eu, "pl-PL");
const page = <CheckoutPage countries={countries} homeCountry="DE" formatter={euro} />;
const t = pl.Checkout;

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the details step's error summary", () => {
  it("lists what is missing in Polish, is announced, and puts the focus on the first field", async () => {
    const user = userEvent.setup();
    const shop = fakeShop({ ...sessionRoutes, "GET v2/orders/current": { body: checkout().order }, "GET checkouts/R100": { body: checkout() } });
    await renderIsland(page, { locale: "pl-PL" });
    await user.click(await screen.findByLabelText(t.details.b2b));
    await user.click(screen.getByRole("button", { name: t.details.submit }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(pl.Forms.summary.heading);
    expect(summary).toHaveTextContent(t.errors.validation);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        `${t.details.companyName}: ${t.errors.company_required}`,
        `${t.details.street}: ${pl.Forms.fields.required}`,
        `${t.details.zipCode}: ${pl.Forms.fields.required}`,
        `${t.details.city}: ${pl.Forms.fields.required}`,
      ]),
    );
    // The company name comes first on the page, so the focus is there.
    await waitFor(() => expect(screen.getByLabelText(t.details.companyName)).toHaveFocus());
    expect(links[0]).toHaveTextContent(t.details.companyName);
    expect(shop.to("PUT", "orders/R100")).toHaveLength(0);

    await user.click(links.find((link) => link.textContent?.startsWith(t.details.city))!);
    expect(screen.getByLabelText(t.details.city)).toHaveFocus();
  });

  it("shows the server's refusal of the e-mail address at that field and focuses it", async () => {
    const user = userEvent.setup();
    const filled = checkout({ email: "ada@example.com", ship_address: address, bill_address: address });
    fakeShop({
      ...sessionRoutes,
      "GET v2/orders/current": { body: filled.order },
      "GET checkouts/R100": { body: filled },
      "PUT orders/R100": refusal(400, "invalid_request", [{ path: "order.email", code: "invalid_format", message: "Invalid email address" }]),
      "POST v2/orders/consents": { body: { email: "ada@example.com", consents: [] } },
      "PUT checkouts/R100": { body: checkout({ state: "address" }) },
    });
    await renderIsland(page, { locale: "pl-PL" });
    await user.click(await screen.findByLabelText(t.details.terms));
    await user.click(screen.getByRole("button", { name: t.details.submit }));

    const email = screen.getByLabelText(t.details.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription(`${t.details.emailHint} ${pl.Forms.fields.invalidEmail}`));
    expect(email).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(t.errors.validation);
  });
});
