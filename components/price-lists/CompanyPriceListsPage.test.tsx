import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE, olga, renderInStorefront, signIn, STOREFRONTS } from "@/components/manager/testing";
import en from "@/messages/en-US.json";
import { fakeFetch, json, refusal, type SentRequest } from "@/test/fake-api";
import type { ManagedCompany, NegotiatedPriceList } from "./api";
import { CompanyPriceListsPage } from "./CompanyPriceListsPage";

const t = en.PriceLists;

const company: ManagedCompany = { id: 7, name: "Kartonwerk GmbH", vat_id: "DE136695976", country_iso: "DE", region: "eu", currency: "EUR", members_count: 3 };

/** The manager's API for one company: its lists as the server keeps them, and the public ladder of a product. */
function fakePriceListApi(options: { lists?: NegotiatedPriceList[]; refuse?: Parameters<typeof refusal>[0] } = {}) {
  const lists = [...(options.lists ?? [])];
  return fakeFetch((request: SentRequest) => {
    const route = `${request.method} ${request.path}`;
    if (route === "GET managers/current") return json(olga);
    if (route === "GET manager/companies") return json({ companies: [company] });
    if (route === "GET manager/companies/7/price_lists") return json({ price_lists: lists });
    if (route === "GET prices/list")
      return json({
        product: request.query.get("product"),
        region: "eu",
        currency: "EUR",
        tax_country_iso: "PL",
        vat_rate: 23,
        price_display: "gross",
        options: { material: null, printMode: "print-monochrome", finish: null, printQuality: "standard", express: false },
        variants: [
          {
            variant_id: 1,
            sku: "x",
            external_pim_id: "PIM",
            product_size: "200x150x70",
            volume_prices: [
              { range_start: 30, price: 412, price_with_vat: 507 },
              { range_start: 500, price: 298, price_with_vat: 367 },
            ],
          },
        ],
      });
    if (route === "POST manager/companies/7/price_lists") {
      if (options.refuse) return refusal(options.refuse);
      const body = request.body as Omit<NegotiatedPriceList, "id" | "company_id" | "currency" | "updated_at">;
      const made = {
        ...body,
        id: 90,
        company_id: 7,
        currency: "EUR",
        updated_at: "2026-11-27T10:00:00.000Z",
        entries: body.entries.map((entry, index) => ({
          ...entry,
          ladder: entry.ladder ?? null,
          discount_basis_points: entry.discount_basis_points ?? null,
          id: index + 1,
        })),
      } as NegotiatedPriceList;
      lists.push(made);
      return json({ price_list: made }, 201);
    }
    return refusal({ status: 404, code: "not_found" });
  });
}

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function startList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: t.company.add }));
  const form = screen.getByTestId("price-list-form");
  await user.type(within(form).getByLabelText(t.form.name), "Frame agreement 2027");
  await user.click(within(form).getByRole("button", { name: t.form.addEntry }));
  const entry = within(form).getByTestId("price-list-entry");
  await user.selectOptions(within(entry).getByLabelText(t.form.product), "mailer-box-eco-white");
  return { form, entry };
}

describe("a company's price lists in the manager's console", () => {
  it("makes a list with fixed piece prices beside the list prices, sent in minor units", async () => {
    const user = userEvent.setup();
    const api = fakePriceListApi();
    await renderInStorefront(<CompanyPriceListsPage companyId={7} storefronts={STOREFRONTS} catalogue={CATALOGUE} />);
    expect(await screen.findByText(t.company.empty)).toBeInTheDocument();
    const { form, entry } = await startList(user);
    await user.selectOptions(within(entry).getByLabelText(t.form.size), "200x150x70");
    // The public ladder of that size, net, to negotiate against.
    expect(await within(entry).findByText("€4.12")).toBeInTheDocument();
    await user.click(within(entry).getByLabelText(t.form.fixed));
    await user.type(within(entry).getByLabelText(t.form.piecePrice.replace("{currency}", "EUR")), "3.50");
    await user.click(within(entry).getByRole("button", { name: t.form.addTier }));
    const [, second] = within(entry).getAllByTestId("price-list-tier");
    await user.type(within(second!).getByLabelText(t.form.from), "500");
    await user.type(within(second!).getByLabelText(t.form.piecePrice.replace("{currency}", "EUR")), "2.49");
    await user.click(within(form).getByRole("button", { name: t.form.save }));

    expect(await screen.findByText(t.company.saved)).toBeInTheDocument();
    const [sent] = api.to("POST", "manager/companies/7/price_lists");
    expect(sent!.body).toMatchObject({
      name: "Frame agreement 2027",
      valid_to: null,
      entries: [
        {
          product: "mailer-box-eco-white",
          size_code: "200x150x70",
          ladder: [
            { range_start: 30, price: 350 },
            { range_start: 500, price: 249 },
          ],
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Frame agreement 2027" })).toBeInTheDocument();
    // The list says what it prices.
    expect(screen.getByTestId("price-list-entries")).toHaveTextContent("200x150x70: from 30 pcs: €3.50 · from 500 pcs: €2.49");
  });

  it("prices a custom size by its code", async () => {
    const user = userEvent.setup();
    const api = fakePriceListApi();
    await renderInStorefront(<CompanyPriceListsPage companyId={7} storefronts={STOREFRONTS} catalogue={CATALOGUE} />);
    const { form, entry } = await startList(user);
    await user.selectOptions(within(entry).getByLabelText(t.form.size), t.form.customSize);
    await user.type(within(entry).getByLabelText(t.form.customSizeCode), "280x180x90");
    await user.type(within(entry).getByLabelText(t.form.discountPercent), "10");
    await user.click(within(form).getByRole("button", { name: t.form.save }));
    await waitFor(() => expect(api.to("POST", "manager/companies/7/price_lists")).toHaveLength(1));
    expect(api.to("POST", "manager/companies/7/price_lists")[0]!.body).toMatchObject({
      entries: [{ product: "mailer-box-eco-white", size_code: "280x180x90", discount_basis_points: 1000 }],
    });
  });

  it("says what is wrong by the field, in the manager's words, before and after asking the shop", async () => {
    const user = userEvent.setup();
    const api = fakePriceListApi({
      refuse: { status: 409, code: "price_list_overlap", details: { field: "entries.0", price_list_id: 3 } },
    });
    await renderInStorefront(<CompanyPriceListsPage companyId={7} storefronts={STOREFRONTS} catalogue={CATALOGUE} />);
    const { form, entry } = await startList(user);
    await user.type(within(entry).getByLabelText(t.form.discountPercent), "95");
    await user.click(within(form).getByRole("button", { name: t.form.save }));
    expect(within(entry).getByText(t.errors.discount)).toBeInTheDocument();
    expect(api.to("POST", "manager/companies/7/price_lists")).toHaveLength(0);

    await user.clear(within(entry).getByLabelText(t.form.discountPercent));
    await user.type(within(entry).getByLabelText(t.form.discountPercent), "12,5");
    await user.click(within(form).getByRole("button", { name: t.form.save }));
    await waitFor(() => expect(api.to("POST", "manager/companies/7/price_lists")).toHaveLength(1));
    expect(api.to("POST", "manager/companies/7/price_lists")[0]!.body).toMatchObject({ entries: [{ discount_basis_points: 1250, size_code: null }] });
    // The refusal is shown on the entry it names and for the whole form; what was typed stays.
    expect(await within(entry).findByText(t.errors.price_list_overlap)).toBeInTheDocument();
    expect(within(form).getAllByRole("alert").length).toBeGreaterThanOrEqual(1);
    expect(within(entry).getByLabelText(t.form.discountPercent)).toHaveValue("12,5");
  });
});
