import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";
import { stubVatRegistry, withVatRegistry } from "@/test/vat-registry";

/**
 * Which VAT an order carries: domestic business sales pay VAT, reverse charge is
 * for a business from another EU country whose VAT id the registry confirmed.
 * The registry here is a stub that knows one German number only.
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const REGISTERED_DE = "DE136695976";
/** Check digits fine, but no company holds it (in the stub's world). */
const UNREGISTERED_FR = "FR40303265045";
const POLISH = "PL5260250274";

let restore: () => void;
beforeAll(() => {
  restore = withVatRegistry(stubVatRegistry(["DE136695976"], ["IT00743110157"]));
});
afterAll(() => restore());

async function businessCart(country: string, region = "eu") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  const address = { first_name: "Ada", last_name: "L", company_name: "Karton SA", street: "Karton 1", city: "Town", zip_code: "00-001", country_iso: country };
  const order = (
    await api.put(
      `/api/orders/${number}`,
      { order: { customer_type: "b2b", ship_address: address, bill_address: address, shipment_type: "courier" } },
      { token, region },
    )
  ).body;
  return { token, number, region, order };
}

describe("VAT on business orders", () => {
  it("charges a Polish company with a well-formed Polish VAT id Polish VAT: a domestic sale, no reverse charge", async () => {
    const { token, number, order } = await businessCart("PL");
    const withId = await api.put(`/api/orders/${number}`, { order: { vat_id: POLISH } }, { token });
    expect(withId.status).toBe(200);
    expect(withId.body).toMatchObject({ vat_id: POLISH, reverse_charge: false, tax_total: order.tax_total });
    expect(withId.body.tax_total).toBeGreaterThan(0);
  });

  it("sells without VAT to a company from another EU country once the registry confirmed its id, and says so", async () => {
    const { token, number, order } = await businessCart("DE");
    expect(order.tax_total).toBeGreaterThan(0);
    const confirmed = await api.put(`/api/orders/${number}`, { order: { vat_id: REGISTERED_DE } }, { token });
    expect(confirmed.body).toMatchObject({
      vat_id: REGISTERED_DE,
      tax_total: 0,
      reverse_charge: true,
      vat_check: { source: "vies", checked_at: "2026-01-05T10:00:00.000Z" },
    });
    expect(confirmed.body.total).toBe(order.total - order.tax_total);

    // A consumer keeps paying VAT whatever id is on the order.
    const consumer = await api.put(`/api/orders/${number}`, { order: { customer_type: "b2c" } }, { token });
    expect(consumer.body).toMatchObject({ reverse_charge: false, tax_total: order.tax_total });
  });

  it("refuses a checksum-valid VAT id the registry does not know where it would mean no VAT, and writes nothing", async () => {
    const { token, number, order } = await businessCart("FR");
    const refused = await api.put(`/api/orders/${number}`, { order: { vat_id: UNREGISTERED_FR, invoice_type: "proforma" } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "vat_id_not_registered", details: { field: "vat_id" } });
    const after = (await api.get(`/api/orders/${number}`, { token })).body;
    expect(after).toMatchObject({ vat_id: null, invoice_type: order.invoice_type, reverse_charge: false, tax_total: order.tax_total, vat_check: null });
  });

  it("keeps an id the registry could not check, unconfirmed and with VAT, until it can", async () => {
    const { token, number, order } = await businessCart("IT");
    const kept = await api.put(`/api/orders/${number}`, { order: { vat_id: "IT00743110157" } }, { token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ vat_id: "IT00743110157", vat_check: null, reverse_charge: false, tax_total: order.tax_total });
  });

  it("answers the VAT check with the registry's verdict where it matters", async () => {
    const { token } = await businessCart("DE");
    const check = (vat_id: string, country_iso: string) =>
      api.get(`/api/addresses/validate_vat?vat_id=${vat_id}&country_iso=${country_iso}&customer_type=b2b`, { token, region: "eu" });
    expect((await check(UNREGISTERED_FR, "FR")).body).toMatchObject({
      valid: false,
      reason: "not_registered",
      reverse_charge: false,
      registry: { source: "vies" },
    });
    expect((await check(REGISTERED_DE, "DE")).body).toMatchObject({ valid: true, reason: null, reverse_charge: true, registry: { source: "vies" } });
    // Domestic: the id is checked offline only and the sale carries VAT.
    expect((await check(POLISH, "PL")).body).toMatchObject({ valid: true, registry: null, reverse_charge: false });
    // Greece's VAT prefix is accepted as its country code.
    expect((await check("EL094014201", "el")).body).toMatchObject({ country_iso: "GR" });
  });
});
