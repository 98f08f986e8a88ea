import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buyer, renderInStorefront, signIn, visitor } from "@/components/plus/testing";
import type { CurrentUser } from "@/lib/session/types";
import en from "@/messages/en-US.json";
import { REGIONS } from "@/regions";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import type { NegotiatedPriceList } from "./api";
import { MyCompanyPrices } from "./MyCompanyPrices";

const t = en.PriceLists.mine;

const LIST: NegotiatedPriceList = {
  id: 4,
  company_id: 7,
  name: "Frame agreement 2026",
  currency: "EUR",
  valid_from: "2026-01-01",
  valid_to: "2099-12-31",
  updated_at: "2026-01-01T10:00:00.000Z",
  entries: [
    {
      id: 1,
      product: "mailer-box-full-color",
      size_code: "200x150x70",
      ladder: [
        { range_start: 30, price: 333 },
        { range_start: 500, price: 199 },
      ],
      discount_basis_points: null,
    },
    { id: 2, product: "mailer-box-eco", size_code: null, ladder: null, discount_basis_points: 1250 },
  ],
};

/** The shop for one signed-in user: a member's lists, or the 404 the API answers outside a company. */
function fakeShop(user: CurrentUser, lists: NegotiatedPriceList[] | null) {
  return fakeFetch((request) => {
    if (request.headers["X-Api-Token"] !== user.spree_api_key) return refusal({ status: 401, code: "unauthorized" });
    const route = `${request.method} ${request.path}`;
    if (route === "GET users/current") return json(user);
    if (route === "GET companies/mine/price_lists") return lists ? json({ price_lists: lists }) : refusal({ status: 404, code: "not_found" });
    return refusal({ status: 404, code: "not_found" });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("your company's prices on the plus catalogue", () => {
  it("shows a member each negotiated price: the piece price per tier or the discount, and until when", async () => {
    signIn(buyer);
    fakeShop(buyer, [LIST]);
    await renderInStorefront(<MyCompanyPrices formatter={REGIONS.eu.currencyFormatter} />);
    const section = await screen.findByTestId("company-prices");
    expect(within(section).getByRole("heading", { name: t.title })).toBeInTheDocument();
    const [fixed, discount] = within(section).getAllByTestId("company-price");
    expect(fixed).toHaveTextContent(en.Products["mailer-box-full-color"].name);
    expect(fixed).toHaveTextContent("200x150x70");
    expect(fixed).toHaveTextContent("from 30 pcs: €3.33 · from 500 pcs: €1.99");
    expect(fixed).toHaveTextContent("until Dec 31, 2099");
    expect(discount).toHaveTextContent(en.Products["mailer-box-eco"].name);
    expect(discount).toHaveTextContent(t.allSizes);
    expect(discount).toHaveTextContent("12.5% off list prices");
  });

  it("shows nothing to a visitor who is not signed in, nor to a signed-in buyer outside a company", async () => {
    signIn(visitor);
    const anonymous = fakeShop(visitor, null);
    const first = await renderInStorefront(<MyCompanyPrices formatter={REGIONS.eu.currencyFormatter} />);
    await waitFor(() => expect(anonymous.to("GET", "users/current")).toHaveLength(1));
    expect(anonymous.to("GET", "companies/mine/price_lists")).toHaveLength(0);
    expect(screen.queryByTestId("company-prices")).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    localStorage.clear();

    signIn(buyer);
    const outsider = fakeShop(buyer, null);
    await renderInStorefront(<MyCompanyPrices formatter={REGIONS.eu.currencyFormatter} />);
    await waitFor(() => expect(outsider.to("GET", "companies/mine/price_lists")).toHaveLength(1));
    expect(screen.queryByTestId("company-prices")).not.toBeInTheDocument();
  });
});
