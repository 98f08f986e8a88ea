import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import fr from "@/messages/fr-FR.json";
import { fakeFetch, json } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { signedUpUser, storeToken } from "@/test/users";
import { AddressDialog } from "./AddressDialogs";

/**
 * The address dialog as a French shopper meets it: what is missing is said at
 * each field and in a summary above the buttons that is announced, the focus
 * goes to the first field in trouble, and a field the server refuses is marked.
 */

const t = fr.Account;
const COUNTRIES = [
  { iso: "FR", name: "France" },
  { iso: "US", name: "États-Unis" },
];
const saved = {
  id: 7,
  kind: "delivery",
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: null,
  street: "1 rue de la Paix",
  city: "Paris",
  zip_code: "75002",
  country_iso: "FR",
  state_id: null,
  phone: null,
  is_default: false,
};

function fakeAddressApi() {
  storeToken(signedUpUser);
  return fakeFetch((request) => {
    if (request.path === "users/current") return json(signedUpUser);
    if (request.path === "v2/states") {
      const states =
        request.query.get("country_iso") === "US" ? [{ id: 5, attributes: { abbr: "NY", name: "New York", country_iso: "US", supported: true } }] : [];
      return json({ data: states });
    }
    return json(saved, 201);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: t.address.save }));

async function renderDialog(onSaved = vi.fn()) {
  await renderInStorefront(
    <AddressDialog userId={signedUpUser.id} address={null} countries={COUNTRIES} defaultCountry="FR" onClose={vi.fn()} onSaved={onSaved} />,
    {
      locale: "fr-FR",
    },
  );
  return onSaved;
}

describe("the address dialog", () => {
  it("names every missing field in an announced summary, focuses the first, and sends nothing", async () => {
    const api = fakeAddressApi();
    await renderDialog();
    save();

    const summary = await screen.findByRole("alert");
    // Compared as written: toHaveTextContent would fold French's non-breaking space before the colon.
    expect(summary.textContent).toContain(fr.Forms.summary.heading);
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(
      [t.fields.firstName, t.fields.lastName, t.fields.street, t.fields.zipCode, t.fields.city].map((label) => `${label}\u00a0: ${fr.Forms.fields.required}`),
    );
    await waitFor(() => expect(field(t.fields.firstName)).toHaveFocus());
    expect(field(t.fields.city)).toHaveAccessibleDescription(fr.Forms.fields.required);
    expect(api.to("POST", `v2/users/${signedUpUser.id}/addresses`)).toHaveLength(0);
  });

  it("asks for a state where the country has states", async () => {
    fakeAddressApi();
    await renderDialog();
    fireEvent.change(field(t.fields.country), { target: { value: "US" } });
    const state = await screen.findByLabelText(t.fields.state);
    save();
    await waitFor(() => expect(state).toHaveAccessibleDescription(t.errors.state_required));
  });

  it("marks the postcode the server refuses, and sends the address as the API reads it", async () => {
    const api = fakeAddressApi();
    api.fail("POST", `v2/users/${signedUpUser.id}/addresses`, {
      status: 400,
      code: "invalid_request",
      details: [{ path: "zip_code", code: "invalid_format" }],
    });
    const onSaved = await renderDialog();
    fireEvent.change(field(t.fields.firstName), { target: { value: " Ada " } });
    fireEvent.change(field(t.fields.lastName), { target: { value: "Lovelace" } });
    fireEvent.change(field(t.fields.street), { target: { value: "1 rue de la Paix" } });
    fireEvent.change(field(t.fields.zipCode), { target: { value: "7500?" } });
    fireEvent.change(field(t.fields.city), { target: { value: "Paris" } });
    save();

    await waitFor(() => expect(field(t.fields.zipCode)).toHaveAccessibleDescription(fr.Forms.fields.invalidValue));
    expect(field(t.fields.zipCode)).toHaveFocus();
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.validation);
    expect(api.to("POST", `v2/users/${signedUpUser.id}/addresses`)[0]!.body).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      company_name: null,
      street: "1 rue de la Paix",
      city: "Paris",
      zip_code: "7500?",
      phone: null,
      country_iso: "FR",
      state_id: null,
      is_default: false,
    });

    api.recover("POST", `v2/users/${signedUpUser.id}/addresses`);
    fireEvent.change(field(t.fields.zipCode), { target: { value: "75002" } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });
});
