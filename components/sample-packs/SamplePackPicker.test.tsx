import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productPicture } from "@/lib/catalog/product-images";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { RegionId } from "@/regions/schema";
import { SamplePackPicker } from "./SamplePackPicker";
import { fakeSamplePackApi, renderInStorefront, signIn, visitor } from "./testing";

const t = en.SamplePacks;
const SKU = "sample-packs-300x220x100";
const SLUGS = ["mailer-box-eco", "mailer-box-full-color", "product-box", "shipping-box", "paper-bag", "rigid-box", "tote-bag", "printed-card"] as const;

function choices(messages: typeof en) {
  return SLUGS.map((slug) => ({ slug, name: messages.Products[slug].name, image: productPicture(slug).src }));
}

async function renderPicker(options: { locale?: Locale; regionId?: RegionId } = {}) {
  const api = fakeSamplePackApi();
  const messages = options.locale === "pl-PL" ? pl : en;
  const rendered = await renderInStorefront(<SamplePackPicker sku={SKU} products={choices(messages)} max={6} />, options);
  // The session is there before the shopper gets to the button.
  await waitFor(() => expect(api.to("GET", "users/current")).toHaveLength(1));
  return { api, ...rendered };
}

const box = (slug: (typeof SLUGS)[number], messages = en) => screen.getByRole("checkbox", { name: messages.Products[slug].name });
const count = (chosen: number) => `${chosen} of 6 chosen`;

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the sample pack picker", () => {
  it("shows a card for each product type, none chosen", async () => {
    await renderPicker();
    expect(screen.getByRole("heading", { level: 2, name: t.picker.title })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: t.picker.legend.replace("{max}", "6") });
    expect(within(group).getAllByRole("checkbox")).toHaveLength(SLUGS.length);
    for (const slug of SLUGS) expect(box(slug)).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(count(0));
  });

  it("takes at most six product types, and takes another once one is put back", async () => {
    await renderPicker();
    for (const slug of SLUGS.slice(0, 5)) fireEvent.click(box(slug));
    expect(screen.getByRole("status")).toHaveTextContent(count(5));
    expect(box("tote-bag")).toBeEnabled();

    fireEvent.click(box("rigid-box"));
    expect(screen.getByRole("status")).toHaveTextContent(count(6));
    expect(screen.getByRole("status")).toHaveTextContent(t.picker.full);
    expect(box("tote-bag")).toBeDisabled();
    expect(box("printed-card")).toBeDisabled();
    fireEvent.click(box("tote-bag"));
    expect(box("tote-bag")).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(count(6));

    // A chosen card shows it, and putting one back makes room.
    expect(box("rigid-box").closest("label")).toHaveAttribute("data-selected", "true");
    fireEvent.click(box("mailer-box-eco"));
    expect(box("mailer-box-eco").closest("label")).not.toHaveAttribute("data-selected");
    expect(screen.getByRole("status")).toHaveTextContent(count(5));
    expect(screen.getByRole("status")).not.toHaveTextContent(t.picker.full);
    fireEvent.click(box("tote-bag"));
    expect(box("tote-bag")).toBeChecked();
  });

  it("orders the pack with the samples in the order they were chosen, behind the busy overlay, and opens the cart", async () => {
    const { api, router } = await renderPicker();
    fireEvent.click(box("rigid-box"));
    fireEvent.click(box("mailer-box-eco"));
    fireEvent.click(box("paper-bag"));
    fireEvent.click(screen.getByRole("button", { name: t.picker.submit }));

    expect(await screen.findByText(en.Busy.preparingSamplePack)).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    const [call] = api.to("POST", "custom_sample_pack");
    expect(call!.body).toEqual({ sku: SKU, samples: ["rigid-box", "mailer-box-eco", "paper-bag"], version: 1 });
    expect(call!.headers).toMatchObject({ "X-Api-Token": visitor.spree_api_key, "X-Region": "eu" });
    expect(api.to("POST", "custom_sample_pack")).toHaveLength(1);
  });

  it("opens the Polish storefront's cart at its Polish path", async () => {
    const { router } = await renderPicker({ locale: "pl-PL", regionId: "pl" });
    fireEvent.click(box("product-box", pl));
    fireEvent.click(screen.getByRole("button", { name: pl.SamplePacks.picker.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/koszyk"));
  });

  it("asks for a sample before sending anything", async () => {
    const { api } = await renderPicker();
    fireEvent.click(screen.getByRole("button", { name: t.picker.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(t.errors.noSamples);
    expect(api.to("POST", "custom_sample_pack")).toHaveLength(0);
    fireEvent.click(box("shipping-box"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says why a pack was refused, keeps the choice, and orders it once the shop takes it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, router } = await renderPicker();
    fireEvent.click(box("paper-bag"));
    fireEvent.click(box("tote-bag"));
    api.fail({ status: 400, code: "unknown_sample", details: { field: "samples", index: 1, sample: "tote-bag" } });
    fireEvent.click(screen.getByRole("button", { name: t.picker.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.unavailableSamples);
    expect(screen.queryByText(en.Busy.preparingSamplePack)).not.toBeInTheDocument();
    expect(box("paper-bag")).toBeChecked();
    expect(box("tote-bag")).toBeChecked();
    expect(router.push).not.toHaveBeenCalled();

    api.recover();
    fireEvent.click(screen.getByRole("button", { name: t.picker.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
    expect(api.to("POST", "custom_sample_pack").map((call) => (call.body as { samples: string[] }).samples)).toEqual([
      ["paper-bag", "tote-bag"],
      ["paper-bag", "tote-bag"],
    ]);
  });

  it.each([
    [{ status: 400, code: "unsupported_version" }, t.errors.outdated],
    [{ status: 400, code: "invalid_sku" }, t.errors.outdated],
    [{ status: 400, code: "too_many_samples" }, t.errors.tooMany.replace("{max}", "6")],
    [{ status: 409, code: "order_not_editable" }, t.errors.cartChanged],
    [{ status: 500, code: "internal_error" }, t.errors.generic],
    ["network", t.errors.network],
  ] as const)("explains %j in the shopper's words", async (failure, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderPicker();
    api.fail(failure);
    fireEvent.click(box("rigid-box"));
    fireEvent.click(screen.getByRole("button", { name: t.picker.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("speaks the shopper's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderPicker({ locale: "pl-PL", regionId: "pl" });
    expect(screen.getByRole("status")).toHaveTextContent("Wybrano 0 z 6");
    api.fail({ status: 400, code: "unknown_sample" });
    fireEvent.click(box("rigid-box", pl));
    fireEvent.click(screen.getByRole("button", { name: pl.SamplePacks.picker.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(pl.SamplePacks.errors.unavailableSamples);
  });
});
