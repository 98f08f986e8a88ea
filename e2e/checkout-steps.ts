import { expect, type Page } from "@playwright/test";
import type en from "../messages/en-US.json";

/** The checkout's steps as a buyer goes through them, shared by the journeys that pass the checkout. */

type Catalogue = typeof en;

const BERLIN = { street: "Kartonstraße 1", zip: "10115", city: "Berlin" };

/** The order details step: contact, delivery address, terms, then on to delivery. */
export async function fillDetails(
  page: Page,
  t: Catalogue,
  options: { email?: string; address?: { street: string; zip: string; city: string }; state?: string } = {},
) {
  const address = options.address ?? BERLIN;
  await expect(page.getByRole("heading", { name: t.Checkout.details.title })).toBeVisible();
  await page.getByLabel(t.Checkout.details.email).fill(options.email ?? `buyer-${Date.now()}@example.com`);
  const delivery = page.getByRole("group", { name: t.Checkout.details.deliveryAddress });
  await delivery.getByLabel(t.Checkout.details.firstName).fill("Ada");
  await delivery.getByLabel(t.Checkout.details.lastName).fill("Kowalska");
  await delivery.getByLabel(t.Checkout.details.street).fill(address.street);
  await delivery.getByLabel(t.Checkout.details.zipCode).fill(address.zip);
  await delivery.getByLabel(t.Checkout.details.city).fill(address.city);
  // Storefronts whose countries have states (us) need one the shop delivers to.
  if (options.state) await delivery.getByLabel(t.Checkout.details.state).selectOption({ label: options.state });
  await page.getByLabel(t.Checkout.details.terms).check();
  await page.getByRole("button", { name: t.Checkout.details.submit }).click();
}

/** The delivery step: the courier and a payment method by its label, then on to the summary. */
export async function chooseDeliveryAndPayment(page: Page, t: Catalogue, payment: string) {
  await expect(page.getByRole("heading", { name: t.Checkout.delivery.title })).toBeVisible();
  // The delivery choice is saved on the server first (its price changes the totals), then shown as chosen.
  const courier = page.getByRole("radio", { name: new RegExp(`^${t.Checkout.shipping.courier}`) }).first();
  await courier.click();
  await expect(courier).toBeChecked();
  const method = page.getByRole("radio", { name: new RegExp(`^${payment}`) });
  await method.click();
  await expect(method).toBeChecked();
  await page.getByRole("button", { name: t.Checkout.delivery.submit }).click();
  await expect(page.getByRole("heading", { name: t.Checkout.summary.title })).toBeVisible();
}
