import { describe, expect, it } from "vitest";
import { STATES } from "@/server/db/seed/states";
import { apiClient } from "@/test/api";

/** Where the shop delivers in countries with states, and country codes as people write them. */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const address = { first_name: "Ada", last_name: "L", street: "1 Main St", city: "Town", zip_code: "99501", country_iso: "US" };

async function cart(region: string) {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  return { token, number, region };
}

async function stateId(country: string, abbr: string): Promise<number> {
  const { body } = await api.get(`/api/v2/states?country_iso=${country}`);
  return body.data.find((state: { attributes: { abbr: string } }) => state.attributes.abbr === abbr).id;
}

describe("states at checkout", () => {
  it("marks the spec's 29 unsupported states: everything the courier reaches only by air, sea or military post", () => {
    const unsupported = STATES.filter((state) => !state.supported).map((state) => `${state.countryIso} ${state.abbr}`);
    expect(unsupported).toHaveLength(29);
    expect(unsupported).toEqual(expect.arrayContaining(["US AK", "US HI", "US PR", "US GU", "US AE", "CA NU", "AU TAS"]));
    expect(new Set(STATES.map((state) => state.id)).size).toBe(STATES.length);
    // Ids are positions and never move: Texas was and stays 44.
    expect(STATES.find((state) => state.abbr === "TX")?.id).toBe(44);
  });

  it("refuses a US delivery address without a state, or in Alaska, and writes nothing", async () => {
    const { token, number } = await cart("us");
    const before = (await api.get(`/api/orders/${number}`, { token })).body;

    const noState = await api.put(`/api/orders/${number}`, { order: { email: "ada@example.com", ship_address: address } }, { token });
    expect(noState.status).toBe(422);
    expect(noState.body.error).toMatchObject({ code: "state_required", details: { field: "ship_address.state_id" } });

    const alaska = await api.put(
      `/api/orders/${number}`,
      { order: { email: "ada@example.com", ship_address: { ...address, state_id: await stateId("US", "AK") } } },
      { token },
    );
    expect(alaska.status).toBe(422);
    expect(alaska.body.error.code).toBe("state_not_supported");

    const texasFromCanada = await api.put(`/api/orders/${number}`, { order: { ship_address: { ...address, state_id: await stateId("CA", "ON") } } }, { token });
    expect(texasFromCanada.body.error.code).toBe("invalid_state");

    const after = (await api.get(`/api/orders/${number}`, { token })).body;
    expect(after).toMatchObject({ email: before.email, ship_address: before.ship_address });

    const texas = await api.put(
      `/api/orders/${number}`,
      { order: { email: "ada@example.com", ship_address: { ...address, state_id: await stateId("US", "TX") }, bill_address: address } },
      { token },
    );
    expect(texas.status).toBe(200);
    expect((await api.put(`/api/checkouts/${number}?state=address`, undefined, { token })).body.order.state).toBe("address");
  });
});

describe("country aliases at the boundaries", () => {
  it("read UK as GB in an order's address", async () => {
    const { token, number } = await cart("gb");
    const order = await api.put(`/api/orders/${number}`, { order: { ship_address: { ...address, zip_code: "SW1A 1AA", country_iso: "UK" } } }, { token });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ ship_country_iso: "GB", ship_address: { country_iso: "GB" } });
  });

  it("read EL as GR for the shipping destination and CS as CZ in the address book, and answer the states query for us", async () => {
    const token = (await api.get("/api/users/create_anonymous")).body.token as string;
    const destination = await api.post("/api/v2/users/set_shipping_destination", { country_iso: "EL", zip_code: "10431" }, { token });
    expect(destination.status).toBe(200);
    expect(destination.body.shipping_destination).toMatchObject({ country_iso: "GR" });
    const me = (await api.get("/api/users/me", { token })).body;
    const saved = await api.post(`/api/v2/users/${me.id}/addresses`, { ...address, zip_code: "110 00", city: "Praha", country_iso: "CS" }, { token });
    expect(saved.status).toBe(201);
    expect(saved.body.country_iso).toBe("CZ");
    expect((await api.get("/api/v2/states?country_iso=us")).body.data.length).toBeGreaterThan(50);
  });
});
