import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import { latestMail } from "@/test/outbox";
import { account, api, createDesign, MAILER, unique, visitor } from "./testing";

/**
 * Links the shop writes to a design (a share link, the desktop reminder mail) lead
 * straight to the editor that designs its product: a box to the box editor, a bag,
 * mailer, label, pattern or paper can to the product editor (ADR 0037), each as the
 * storefront spells it. A link to the wrong one would cost the reader a redirect
 * and, on a slow phone, a flash of the wrong editor.
 */

const editorAt = (region: keyof typeof REGIONS, path: string) => appUrl(REGIONS[region], path, siteConfigFromEnv());

const PRODUCTS: [what: string, sku: string][] = [
  ["a paper bag", "paper-bag-180x80x220"],
  ["a poly mailer", "poly-mailer-250x350"],
  ["a square label", "square-label-50x50"],
  ["printed tape", "kraft-tape-50000x50"],
  ["tissue paper", "tissue-paper-500x700"],
  ["a paper can", "paper-can-73x73x100"],
];

async function shareUrl(token: string, designId: number) {
  const shared = await api.post(`/api/box_designs/${designId}/share`, {}, { token, headers: { "x-forwarded-for": unique("net") } });
  expect(shared.status).toBe(200);
  return new URL(shared.body.url as string);
}

const remind = (token: string, body: Record<string, unknown>, region?: string) =>
  api.post("/api/box_designs/remind_on_desktop", { locale: "en", quantity: 30, ...body }, { token, region, headers: { "x-forwarded-for": unique("net") } });

const base = (url: URL) => `${url.origin}${url.pathname}`;

describe("a share link", () => {
  it.each(PRODUCTS)("for %s opens the product editor", async (_what, sku) => {
    const owner = await visitor();
    const design = await createDesign(owner.token, { sku });
    const url = await shareUrl(owner.token, design.id);
    expect(base(url)).toBe(editorAt("eu", "/editor/product/design"));
    expect(url.searchParams.get("design_id")).toBe(String(design.id));
  });

  it("for a box opens the box editor, in each storefront's own words", async () => {
    const owner = await visitor("pl");
    const box = await createDesign(owner.token);
    const boxUrl = await shareUrl(owner.token, box.id);
    expect(boxUrl.pathname).toBe("/pudelko/design");
    // The product editor's route has no Polish name; it stays on the Polish host.
    const bag = await createDesign(owner.token, { sku: "paper-bag-180x80x220" });
    const bagUrl = await shareUrl(owner.token, bag.id);
    expect(base(bagUrl)).toBe(editorAt("pl", "/editor/product/design"));
    expect(bagUrl.origin).toBe(boxUrl.origin);
    expect(bagUrl.pathname).toBe("/editor/product/design");
  });

  it("keeps the storefront's path prefix for the product editor", async () => {
    const owner = await visitor("nl");
    const label = await createDesign(owner.token, { sku: "square-label-50x50" });
    const url = await shareUrl(owner.token, label.id);
    expect(url.pathname).toBe("/nl-nl/editor/product/design");
  });
});

describe("the desktop reminder mail", () => {
  it.each(PRODUCTS)("for a design in progress of %s links to the product editor", async (_what, sku) => {
    const shopper = await account();
    const design = await createDesign(shopper.token, { sku });
    expect((await remind(shopper.token, { email: shopper.email, sku, design_id: design.id })).status).toBe(202);
    const link = new URL((await latestMail(shopper.email))!.link);
    expect(base(link)).toBe(editorAt("eu", "/editor/product/design"));
    expect(Object.fromEntries(link.searchParams)).toEqual({ design_id: String(design.id) });
  });

  it("for a new design of a bag links to the product editor with its sku, of a box to the box editor", async () => {
    const shopper = await account();
    expect((await remind(shopper.token, { email: shopper.email, sku: "tote-bag-380x100x420" })).status).toBe(202);
    const bag = new URL((await latestMail(shopper.email))!.link);
    expect(base(bag)).toBe(editorAt("eu", "/editor/product/design"));
    expect(Object.fromEntries(bag.searchParams)).toEqual({ sku: "tote-bag-380x100x420", quantity: "30" });

    const other = await account();
    expect((await remind(other.token, { email: other.email, sku: MAILER })).status).toBe(202);
    expect(base(new URL((await latestMail(other.email))!.link))).toBe(editorAt("eu", "/box/design"));
  });
});
