import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import de from "@/messages/de-DE.json";
import { formatMinorUnits } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { renderInStorefront } from "@/test/render";
import { storeToken } from "@/test/users";
import { ApprovalPage, ApprovalsPage } from "./ApprovalsPage";
import { CompanyPage } from "./CompanyPage";
import { admin, approvalJson, companyAnswer, fakeCompanyApi, memberJson } from "./testing";

const t = en.Company;

beforeEach(() => storeToken(admin));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the company page", () => {
  it("lets an admin set a member's role and spending limit in the company's currency, in minor units", async () => {
    const api = fakeCompanyApi({
      members: [
        memberJson({ id: 1, email: admin.email!, role: "admin" }),
        memberJson({ id: 2, email: "bo@kartonwerk.example", first_name: "Bo", spending_limit: 100_000 }),
      ],
    });
    await renderInStorefront(<CompanyPage />);
    expect(await screen.findByRole("heading", { name: "Kartonwerk GmbH" })).toBeTruthy();
    expect(screen.getByText("Your role: Admin. Your spending limit: no limit.")).toBeTruthy();

    const limit = await screen.findByLabelText("Spending limit of bo@kartonwerk.example in EUR");
    expect((limit as HTMLInputElement).value).toBe("1000");
    fireEvent.change(limit, { target: { value: "1 250,50" } });
    fireEvent.change(screen.getByLabelText("Role of bo@kartonwerk.example"), { target: { value: "approver" } });
    // One panel per member, named by the person, instead of a table four columns wide that a phone cannot hold.
    const row = within(screen.getByRole("list", { name: t.members.title })).getByRole("listitem", { name: /bo@kartonwerk\.example/ });
    expect(row).toContainElement(limit);
    fireEvent.click(within(row).getByRole("button", { name: t.members.save }));
    await vi.waitFor(() => expect(api.to("PATCH", "companies/mine/members/2")).toHaveLength(1));
    expect(api.to("PATCH", "companies/mine/members/2")[0]!.body).toEqual({ role: "approver", spending_limit: 125_050 });

    const save = within(row).getByRole("button", { name: t.members.save }) as HTMLButtonElement;
    await vi.waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.change(limit, { target: { value: "lots" } });
    fireEvent.click(save);
    expect(await within(row).findByText(t.limits.invalid)).toBeTruthy();
    expect(api.to("PATCH", "companies/mine/members/2")).toHaveLength(1);
  });

  it("says in the buyer's words why the last admin cannot step down", async () => {
    const api = fakeCompanyApi();
    api.refuse("PATCH", "companies/mine/members/1", { status: 409, code: "last_admin" });
    await renderInStorefront(<CompanyPage />);
    const role = await screen.findByLabelText(`Role of ${admin.email}`);
    fireEvent.change(role, { target: { value: "buyer" } });
    fireEvent.click(within(role.closest("li")!).getByRole("button", { name: t.members.save }));
    expect(await screen.findByText(t.errors.last_admin)).toBeTruthy();
  });

  it("invites a colleague by e-mail with a role and a limit, and lists the open invitation", async () => {
    const api = fakeCompanyApi();
    await renderInStorefront(<CompanyPage />);
    const form = (await screen.findByRole("heading", { name: t.invite.title })).closest("section")!;
    fireEvent.change(within(form).getByLabelText(t.fields.email), { target: { value: "ann@kartonwerk.example" } });
    fireEvent.change(within(form).getByLabelText(t.members.role), { target: { value: "approver" } });
    fireEvent.change(within(form).getByLabelText("Spending limit in EUR"), { target: { value: "5000" } });
    fireEvent.click(within(form).getByRole("button", { name: t.invite.send }));
    expect(await within(form).findByText("The invitation has been sent to ann@kartonwerk.example.")).toBeTruthy();
    expect(api.to("POST", "companies/mine/invitations")[0]!.body).toEqual({ email: "ann@kartonwerk.example", role: "approver", spending_limit: 500_000 });
    expect(await within(form).findByText("ann@kartonwerk.example as Approver")).toBeTruthy();
  });

  it("keeps the company's billing address, complete, under the company's name", async () => {
    const api = fakeCompanyApi();
    await renderInStorefront(<CompanyPage />);
    const form = await screen.findByRole("form", { name: t.billing.title });
    fireEvent.change(within(form).getByLabelText(t.billing.street, { exact: false }), { target: { value: "Karton 1" } });
    fireEvent.click(within(form).getByRole("button", { name: t.billing.save }));
    expect(await within(form).findByText(t.billing.incomplete)).toBeTruthy();
    expect(api.to("PATCH", "companies/mine")).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(t.fields.firstName, { exact: false }), { target: { value: "Ada" } });
    fireEvent.change(within(form).getByLabelText(t.fields.lastName, { exact: false }), { target: { value: "Lovelace" } });
    fireEvent.change(within(form).getByLabelText(t.billing.zipCode, { exact: false }), { target: { value: "10115" } });
    fireEvent.change(within(form).getByLabelText(t.billing.city, { exact: false }), { target: { value: "Berlin" } });
    fireEvent.click(within(form).getByRole("button", { name: t.billing.save }));
    expect(await within(form).findByText(t.billing.saved)).toBeTruthy();
    expect(api.to("PATCH", "companies/mine")[0]!.body).toEqual({
      billing_address: {
        first_name: "Ada",
        last_name: "Lovelace",
        street: "Karton 1",
        zip_code: "10115",
        city: "Berlin",
        country_iso: "DE",
        company_name: "Kartonwerk GmbH",
      },
    });
  });

  it("keeps a delivery address, saying in the admin's language which field is missing or refused", async () => {
    const api = fakeCompanyApi();
    await renderInStorefront(<CompanyPage />, { locale: "de-DE" });
    const words = de.Company;
    const form = await screen.findByRole("form", { name: words.delivery.title });
    expect(within(form).getByText(words.delivery.intro)).toBeTruthy();
    const street = within(form).getByLabelText(words.billing.street, { exact: false });
    fireEvent.change(street, { target: { value: "Lagerstraße 7" } });
    fireEvent.click(within(form).getByRole("button", { name: words.delivery.save }));
    expect(await within(form).findByText(words.billing.incomplete)).toBeTruthy();
    const city = within(form).getByLabelText(words.billing.city, { exact: false });
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getAllByText(words.address.required).length).toBe(2);
    expect(street.getAttribute("aria-invalid")).toBeNull();
    expect(api.to("PATCH", "companies/mine")).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(words.billing.zipCode, { exact: false }), { target: { value: "04109" } });
    fireEvent.change(city, { target: { value: "Leipzig" } });
    // The countries are named in the admin's language, not typed as codes.
    const country = within(form).getByLabelText(words.address.country, { exact: false }) as HTMLSelectElement;
    expect(within(country).getByRole("option", { name: "Österreich" })).toBeTruthy();
    fireEvent.change(country, { target: { value: "AT" } });
    api.refuse("PATCH", "companies/mine", { status: 400, code: "validation_failed", details: [{ path: "delivery_address.phone", code: "invalid_format" }] });
    fireEvent.change(within(form).getByLabelText(words.address.phone, { exact: false }), { target: { value: "call me" } });
    fireEvent.click(within(form).getByRole("button", { name: words.delivery.save }));
    expect(await within(form).findByText(words.address.invalid)).toBeTruthy();
    expect(within(form).getByText(words.address.check)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(words.address.phone, { exact: false }), { target: { value: "+43 1 234567" } });
    fireEvent.click(within(form).getByRole("button", { name: words.delivery.save }));
    expect(await within(form).findByText(words.delivery.saved)).toBeTruthy();
    expect(api.to("PATCH", "companies/mine").at(-1)!.body).toEqual({
      delivery_address: {
        first_name: admin.first_name ?? "",
        last_name: admin.last_name ?? "",
        street: "Lagerstraße 7",
        zip_code: "04109",
        city: "Leipzig",
        country_iso: "AT",
        phone: "+43 1 234567",
        company_name: "Kartonwerk GmbH",
      },
    });
  });

  it("lets a member leave after confirming, and tells the last admin why they cannot", async () => {
    fakeCompanyApi({
      company: companyAnswer("buyer"),
      members: [memberJson({ id: 1, email: "boss@kartonwerk.example", role: "admin" }), memberJson({ id: 2, email: admin.email!, role: "buyer" })],
    });
    const { unmount } = await renderInStorefront(<CompanyPage />);
    fireEvent.click(await screen.findByRole("button", { name: t.leave.button }));
    const dialog = await screen.findByRole("dialog", { name: t.leave.title });
    expect(
      within(dialog).getByText("Leave Kartonwerk GmbH? You will no longer order for the company, and approvals you are waiting for are withdrawn."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: t.leave.confirm }));
    expect(await screen.findByText("You have left Kartonwerk GmbH.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: t.create.title })).toBeTruthy();
    unmount();

    const api = fakeCompanyApi();
    await renderInStorefront(<CompanyPage />);
    fireEvent.click(await screen.findByRole("button", { name: t.leave.button }));
    const asked = await screen.findByRole("dialog", { name: t.leave.title });
    fireEvent.click(within(asked).getByRole("button", { name: t.leave.confirm }));
    expect(await within(asked).findByText(t.errors.last_admin)).toBeTruthy();
    expect(api.to("DELETE", "companies/mine/membership")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Kartonwerk GmbH" })).toBeTruthy();
  });

  it("lets an admin remove a member after confirming, and keeps them when the admin thinks again", async () => {
    const api = fakeCompanyApi({
      members: [memberJson({ id: 1, email: admin.email!, role: "admin" }), memberJson({ id: 2, email: "bo@kartonwerk.example", role: "buyer" })],
    });
    await renderInStorefront(<CompanyPage />);
    const row = (await screen.findByLabelText("Role of bo@kartonwerk.example")).closest("li")!;
    fireEvent.click(within(row).getByRole("button", { name: t.members.remove }));
    const asked = await screen.findByRole("dialog", { name: t.members.removeTitle });
    fireEvent.click(within(asked).getByRole("button", { name: t.members.keep }));
    expect(api.to("DELETE", "companies/mine/members/2")).toHaveLength(0);

    fireEvent.click(within(row).getByRole("button", { name: t.members.remove }));
    const dialog = await screen.findByRole("dialog", { name: t.members.removeTitle });
    expect(within(dialog).getByText(/Remove bo@kartonwerk.example from the company\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: t.members.remove }));
    await vi.waitFor(() => expect(api.to("DELETE", "companies/mine/members/2")).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByText("bo@kartonwerk.example")).toBeNull());
  });

  it("shows a buyer the company without the admin's forms", async () => {
    fakeCompanyApi({ company: companyAnswer("buyer") });
    await renderInStorefront(<CompanyPage />);
    expect(await screen.findByText("Your role: Buyer. Your spending limit: no limit.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: t.invite.title })).toBeNull();
    expect(screen.queryByRole("button", { name: t.details.save })).toBeNull();
  });

  it("offers a plus customer without a company to set one up, and words a refused VAT ID, in German too", async () => {
    const api = fakeCompanyApi({ company: null });
    api.refuse("POST", "companies", { status: 400, code: "invalid_vat_id", details: { field: "vat_id" } });
    await renderInStorefront(<CompanyPage />, { locale: "de-DE" });
    const form = (await screen.findByRole("heading", { name: de.Company.create.title })).closest("section")!;
    fireEvent.change(within(form).getByLabelText(de.Company.fields.vatId), { target: { value: "DE123456789" } });
    fireEvent.click(within(form).getByRole("button", { name: de.Company.create.submit }));
    expect(await within(form).findByText(de.Company.errors.invalid_vat_id)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(de.Company.fields.vatId), { target: { value: "DE136695976" } });
    fireEvent.click(within(form).getByRole("button", { name: de.Company.create.submit }));
    expect(await screen.findByRole("heading", { name: "Kartonwerk GmbH" })).toBeTruthy();
  });
});

describe("the approvals page", () => {
  it("lists what waits and leads the approver to the order before any answer", async () => {
    const api = fakeCompanyApi({ approvals: [approvalJson({ id: 7 }), approvalJson({ id: 8, order_number: "R987654321", total: 99_000 })] });
    await renderInStorefront(<ApprovalsPage />);
    expect(await screen.findByRole("heading", { name: "2 orders waiting for approval" })).toBeTruthy();
    const first = screen.getByRole("article", { name: "Order R123456789" });
    expect(within(first).queryByRole("link", { name: "Order R123456789" })).toBeNull();
    expect(first.textContent).toContain(`Ordered by Bo Buyer, ${formatMinorUnits(245_000, getRegion("eu").currencyFormatter)}. Status: waiting for approval.`);
    // Nobody approves from a one-line summary: the answer is given on the page that shows the order.
    expect(within(first).queryByRole("button", { name: t.approvals.approve })).toBeNull();
    expect(within(first).getByRole("link", { name: t.approvals.review }).getAttribute("href")).toBe("/boxwright-plus/company/approvals/7");
    expect(api.to("POST", "purchase_approvals/7/decision")).toHaveLength(0);
  });

  it("writes the amounts as the page's language writes prices: the EU storefront read in Portuguese", async () => {
    fakeCompanyApi({ approvals: [approvalJson({ id: 7 })] });
    const list = await renderInStorefront(<ApprovalsPage />, { locale: "pt-PT" });
    const summary = await screen.findByText(/2 450,00 €/);
    expect(summary.textContent).not.toContain("€2,450.00");
    list.unmount();
    await renderInStorefront(<ApprovalPage id={7} />, { locale: "pt-PT" });
    expect((await screen.findByTestId("order-total")).textContent).toBe("2 450,00 €");
    expect(screen.getAllByTestId("approval-line")[0]!.textContent).toContain("2 380,00 €");
  });

  it("shows the approver what is being bought, then rejects only with a reason, or approves", async () => {
    const api = fakeCompanyApi({ approvals: [approvalJson({ id: 7 }), approvalJson({ id: 8, order_number: "R987654321", total: 99_000 })] });
    const { unmount } = await renderInStorefront(<ApprovalPage id={7} />);
    const card = await screen.findByRole("article", { name: "Order R123456789" });
    const money = (amount: number) => formatMinorUnits(amount, getRegion("eu").currencyFormatter);
    const order = within(within(card).getByRole("region", { name: t.approvals.whatTitle }));
    const [line] = order.getAllByTestId("approval-line");
    // The product, its size, its options, the quantity and the amounts as eu shows them (with VAT).
    expect(line!.textContent).toContain("Eco mailer boxes");
    // Once: the size leads the line's configuration, in millimetres as the product page and the invoice say it.
    expect(line!.textContent!.split("200 × 150 × 70 mm")).toHaveLength(2);
    expect(line!.textContent).toContain(en.Catalog.materials["cardboard-natural"]);
    expect(line!.textContent).toContain(en.Catalog.finishes["foil-matte"]);
    expect(line!.textContent).toContain("1000");
    expect(line!.textContent).toContain(money(238_000));
    expect(order.getByTestId("approval-basis").textContent).toBe(t.approvals.basis.gross);
    expect(order.getByText("Lagerstraße 7", { exact: false })).toBeTruthy();
    expect(order.getByTestId("order-total").textContent).toBe(money(245_000));
    expect(card.textContent).toContain("Ordered by Bo Buyer");

    fireEvent.click(within(card).getByRole("button", { name: t.approvals.reject }));
    expect(await within(card).findByText(t.approvals.reasonRequired)).toBeTruthy();
    expect(api.to("POST", "purchase_approvals/7/decision")).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText(t.approvals.reasonLabel), { target: { value: "Use the eco board" } });
    fireEvent.click(within(card).getByRole("button", { name: t.approvals.reject }));
    await vi.waitFor(() => expect(api.to("POST", "purchase_approvals/7/decision")).toHaveLength(1));
    expect(api.to("POST", "purchase_approvals/7/decision")[0]!.body).toEqual({ decision: "reject", reason: "Use the eco board" });
    unmount();

    await renderInStorefront(<ApprovalPage id={8} />);
    const second = await screen.findByRole("article", { name: "Order R987654321" });
    fireEvent.click(within(second).getByRole("button", { name: t.approvals.approve }));
    await vi.waitFor(() => expect(api.approvals[1]!.state).toBe("approved"));
  });

  it("does not offer buyers to answer their own order", async () => {
    fakeCompanyApi({ approvals: [approvalJson({ id: 7, requested_by: { email: admin.email!, first_name: null, last_name: null } })] });
    await renderInStorefront(<ApprovalsPage />);
    const card = await screen.findByRole("article", { name: "Order R123456789" });
    expect(within(card).queryByRole("button", { name: t.approvals.approve })).toBeNull();
    expect(within(card).queryByRole("link", { name: t.approvals.review })).toBeNull();
    expect(within(card).getByText(t.approvals.waiting)).toBeTruthy();
    // The buyer's own order page opens from their approval; an approver gets no link to a page that is not theirs.
    expect(within(card).getByRole("link", { name: "Order R123456789" }).getAttribute("href")).toBe("/boxwright-plus/orders/R123456789/details");
  });

  it("answers by the mail's link with its code, the order in view", async () => {
    const api = fakeCompanyApi({ approvals: [approvalJson({ id: 7 })] });
    window.history.replaceState(null, "", "/boxwright-plus/company/approvals/7?code=3.abc");
    await renderInStorefront(<ApprovalPage id={7} />);
    const card = await screen.findByRole("article", { name: "Order R123456789" });
    expect(api.to("GET", "purchase_approvals/7")[0]!.query.get("code")).toBe("3.abc");
    expect(within(card).getAllByTestId("approval-line")).toHaveLength(1);
    fireEvent.click(within(card).getByRole("button", { name: t.approvals.approve }));
    await vi.waitFor(() => expect(api.to("POST", "purchase_approvals/7/decision")).toHaveLength(1));
    expect(api.to("POST", "purchase_approvals/7/decision")[0]!.body).toMatchObject({ decision: "approve", code: "3.abc" });
  });
});

describe("the approvals page for a plus buyer without a company", () => {
  it("says approvals belong to company accounts and leads to the company page, instead of failing", async () => {
    fakeCompanyApi({ company: null, approvals: undefined });
    await renderInStorefront(<ApprovalsPage />);
    expect(await screen.findByRole("heading", { name: t.approvals.noCompanyTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: t.approvals.toCompany }).getAttribute("href")).toBe("/boxwright-plus/company");
    expect(screen.queryByText(t.loadFailed)).toBeNull();
  });
});
