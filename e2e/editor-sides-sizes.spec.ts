import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import sharp from "sharp";
import { en, enUS } from "./messages";
import { apiToken, editorOpened, expectSaved, layer, origin, stageIds, t, toolbar } from "./editor-steps";

/**
 * The editor beyond one side, walked from the product page in Chromium: a
 * double-sided mailer designed inside and shown open in 3D, the sleeved mailer's
 * sleeve designed as a part of its own, a size of the shopper's own carried from
 * the configurator through the editor into the cart at the product page's price,
 * and the files a shopper takes away (the dieline as PDF and SVG from the product
 * page and the editor, the print proof, a PNG of the 3D view).
 */

const DOUBLE_SIDED = "mailer-box-full-color-double-sided";
const INSIDE_MODE = "print-indigo-color-with-inside";

/** The bytes of a download the page started. */
async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return readFile(path!);
}

/** The names of a PDF's layers (optional content groups). */
async function pdfLayers(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const properties = pdf.catalog.lookup(PDFName.of("OCProperties"), PDFDict);
  const groups = properties.lookup(PDFName.of("OCGs"), PDFArray);
  return groups.asArray().map((_, index) => {
    const name = groups.lookup(index, PDFDict).lookup(PDFName.of("Name"));
    return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : String(name);
  });
}

async function expectDielinePdf(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  expect(await pdfLayers(bytes)).toEqual(expect.arrayContaining(["Cut", "Crease"]));
}

function expectDielineSvg(text: string) {
  expect(text).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  expect(text).toContain('<g id="cut"');
  expect(text).toContain('<g id="crease"');
}

/** A link's file as the browser fetches it: its content type and body. */
async function fetchLink(page: Page, href: string) {
  const response = await page.request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  return { type: response.headers()["content-type"] ?? "", body: await response.body() };
}

/** The configurator's total once the server has priced what it shows. */
async function settledTotal(page: Page): Promise<string> {
  await expect(page.getByText(en.ProductPage.priceUpdating)).toHaveCount(0, { timeout: 20_000 });
  const total = page.getByTestId("configurator-total");
  await expect(total).toBeVisible();
  return (await total.textContent())!.trim();
}

test("a double-sided mailer printed inside shows the outside and inside sides, takes a design inside, proofs it, and opens its lid in 3D", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/products/${DOUBLE_SIDED}`);
  await page.locator(`input[name="printMode"][value="${INSIDE_MODE}"]`).check();
  await expect(page.getByTestId("product-action")).toHaveAttribute("href", new RegExp(`print_mode=${INSIDE_MODE}`));
  await page.getByTestId("product-action").click();
  const designId = await editorOpened(page);

  await expect(page.getByTestId("side-group-outside")).toHaveText(t.sides.groups.outside);
  await expect(page.getByTestId("side-group-inside")).toHaveText(t.sides.groups.inside);
  const insideTabs = page.locator('[role="tab"][data-group="inside"]');
  await expect(insideTabs.first()).toBeVisible();
  expect(await page.locator('[role="tab"][data-group="outside"]').count()).toBeGreaterThan(3);
  const lid = page.getByTestId("side-tab-inside-top");
  await expect(lid).toHaveAttribute("data-group", "inside");

  await test.step("text on the inside of the lid is saved on that side", async () => {
    await lid.click();
    await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-side", "inside-top");
    await toolbar(page).getByRole("button", { name: t.toolbar.addText, exact: true }).click();
    await expect(layer(page, t.layers.text.replace("{text}", t.toolbar.newText))).toBeVisible();
    await expect.poll(() => stageIds(page)).toHaveLength(1);
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides,
      (sides) => {
        expect(sides["inside-top"]?.elements).toEqual([expect.objectContaining({ type: "text", text: t.toolbar.newText })]);
        expect(sides.front?.elements ?? []).toEqual([]);
      },
    );
  });

  await test.step("the flat view shows the inside's sheet, turned over", async () => {
    await page.getByLabel(t.modes.netView).check();
    await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    await expect(page.getByTestId("inside-sheet-hint")).toHaveText(t.sides.insideSheetHint);
    await page.getByLabel(t.modes.netView).uncheck();
    await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-mode", "side");
  });

  await test.step("the print proof has the inside as a page of its own", async () => {
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByTestId("downloads-panel").getByRole("button", { name: t.downloads.proof, exact: true }).click();
    const proof = await PDFDocument.load(await downloaded(await download));
    expect(proof.getPageCount()).toBe(2);
  });

  await test.step("3D opens the lid on an inside side and shuts it on an outside one", async () => {
    await page.getByTestId("mode-3d").click();
    const preview = page.getByTestId("box-preview-3d");
    await expect.poll(async () => Number(await preview.getAttribute("data-frames")), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(preview).toHaveAttribute("data-lid", "open");
    await page.getByTestId("side-tab-front").click();
    await expect(preview).toHaveAttribute("data-lid", "shut");
    await lid.click();
    await expect(preview).toHaveAttribute("data-lid", "open");
  });
});

test("the sleeved mailer's sleeve is a part of its own to design, beside the box", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/products/sleeved-mailer-box`);
  await page.getByTestId("product-action").click();
  const designId = await editorOpened(page);
  await expect(page.getByTestId("side-group-sleeve")).toHaveText(t.sides.groups.sleeve);
  await expect(page.getByTestId("side-group-box")).toHaveText(t.sides.groups.box);
  const sleeveTab = page.locator('[role="tab"][data-group="sleeve"]').first();
  const side = (await sleeveTab.getAttribute("data-testid"))!.replace("side-tab-", "");
  await sleeveTab.click();
  await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-side", side);
  await toolbar(page).getByRole("button", { name: t.toolbar.addText, exact: true }).click();
  await expect(layer(page, t.layers.text.replace("{text}", t.toolbar.newText))).toBeVisible();
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides[side]?.elements ?? [],
    (elements) => expect(elements).toEqual([expect.objectContaining({ type: "text", text: t.toolbar.newText })]),
  );
});

/** A size of the shopper's own as each storefront takes it: millimetres in Europe, inches to a tenth in the US. */
const CUSTOM_SIZES = [
  { storefront: "eu", prefix: "", typed: ["230", "160", "80"], mm: [230, 160, 80], cart: "230 × 160 × 80 mm", editor: ["230", "160", "80", "mm"], words: en },
  {
    storefront: "us",
    prefix: "/en-us",
    typed: ["9", "6.3", "3.1"],
    mm: [229, 160, 79],
    cart: "9 × 6.3 × 3.1 in",
    editor: ["9", "6.3", "3.1", "in"],
    words: enUS,
  },
] as const;

for (const size of CUSTOM_SIZES) {
  test(`a custom size from the ${size.storefront} product page is the editor's net, and the cart's line at the product page's price`, async ({ page }) => {
    test.setTimeout(120_000);
    const [length, width, height] = size.mm;
    const sku = `mailer-box-full-color-${length}x${width}x${height}`;
    await page.goto(`${origin}${size.prefix}/products/mailer-box-full-color`);
    const standard = await settledTotal(page);
    await page.getByRole("radio", { name: en.Configurator.customSize.choice }).check();
    const fields = page.getByTestId("custom-size");
    await fields.locator('input[name="custom-length"]').fill(size.typed[0]);
    await fields.locator('input[name="custom-width"]').fill(size.typed[1]);
    await fields.locator('input[name="custom-height"]').fill(size.typed[2]);
    await fields.getByRole("button", { name: en.Configurator.customSize.apply, exact: true }).click();
    const action = page.getByTestId("product-action");
    await expect(action).toHaveAttribute("href", new RegExp(`sku=${sku}(&|$)`));
    // Priced by the server for this size, not the catalogue size it started from.
    await expect.poll(() => settledTotal(page), { timeout: 20_000 }).not.toBe(standard);
    const total = await settledTotal(page);
    const quantity = Number(new URL((await action.getAttribute("href"))!, origin).searchParams.get("quantity"));

    await action.click();
    const designId = await editorOpened(page);
    // The editor names the size in the storefront's unit, as the product page and the cart do (ADR 0048).
    const [shownLength, shownWidth, shownHeight, unit] = size.editor;
    const header = t.header.size.replace("{length}", shownLength).replace("{width}", shownWidth).replace("{height}", shownHeight).replace("{unit}", unit);
    await expect(page.getByText(header, { exact: true }).first()).toBeVisible();
    const saved = await expectSaved(
      page,
      designId,
      (design) => design,
      (design) => expect(design.sku).toBe(sku),
    );
    expect(saved.document.inside).toEqual({ length, width, height });

    await page.getByTestId("order-panel").getByRole("button", { name: t.order.addToCart, exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    // Each storefront's English: British in Europe, American in the US (docs/adr/0068-region-formats.md).
    const line = page.locator("li[data-line-id]").filter({ has: page.getByRole("heading", { name: size.words.Products["mailer-box-full-color"].name }) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(size.cart);
    await expect(line).toContainText(total);
    const cart = await page.request.get(`${origin}/api/v2/orders/current`, { headers: { "X-Api-Token": await apiToken(page), "X-Region": size.storefront } });
    expect(cart.status()).toBe(200);
    const { line_items } = (await cart.json()) as { line_items: { sku: string; quantity: number; box_design_id: number | null }[] };
    expect(line_items).toEqual([expect.objectContaining({ sku, quantity, box_design_id: designId })]);
  });
}

test("the dieline downloads from the product page and the editor, the print proof and a PNG of the 3D view", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${origin}/products/mailer-box-full-color`);
  const links = page.getByTestId("dieline-download");

  await test.step("the product page's dieline, as PDF and SVG", async () => {
    const pdfLink = links.getByRole("link", { name: en.ProductPage.dielinePdf, exact: true });
    const svgLink = links.getByRole("link", { name: en.ProductPage.dielineSvg, exact: true });
    const pdfDownload = page.waitForEvent("download");
    await pdfLink.click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await expectDielinePdf(await downloaded(pdf));
    const svgDownload = page.waitForEvent("download");
    await svgLink.click();
    const svg = await svgDownload;
    expect(svg.suggestedFilename()).toMatch(/\.svg$/);
    expectDielineSvg((await downloaded(svg)).toString("utf8"));
    const served = await fetchLink(page, (await svgLink.getAttribute("href"))!);
    expect(served.type).toMatch(/^image\/svg\+xml/);
    expect((await fetchLink(page, (await pdfLink.getAttribute("href"))!)).type).toBe("application/pdf");
  });

  // The size the product page starts with is the one the editor opens.
  const sku = new URL((await page.getByTestId("product-action").getAttribute("href"))!, origin).searchParams.get("sku")!;
  expect(sku).toMatch(/^mailer-box-full-color-\d+x\d+x\d+$/);
  await page.getByTestId("product-action").click();
  const designId = await editorOpened(page);
  const panel = page.getByTestId("downloads-panel");

  await test.step("the editor's dieline is the design's size", async () => {
    const pdfLink = panel.getByRole("link", { name: t.downloads.dielinePdf, exact: true });
    const svgLink = panel.getByRole("link", { name: t.downloads.dielineSvg, exact: true });
    const pdfHref = (await pdfLink.getAttribute("href"))!;
    expect(new URL(pdfHref, origin).searchParams.get("sku")).toBe(sku);
    const pdf = await fetchLink(page, pdfHref);
    expect(pdf.type).toBe("application/pdf");
    await expectDielinePdf(pdf.body);
    const svg = await fetchLink(page, (await svgLink.getAttribute("href"))!);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    expectDielineSvg(svg.body.toString("utf8"));
    const download = page.waitForEvent("download");
    await svgLink.click();
    expect((await download).suggestedFilename()).toMatch(/\.svg$/);
  });

  await test.step("the print proof of the design on screen", async () => {
    await toolbar(page).getByRole("button", { name: t.toolbar.addText, exact: true }).click();
    await expect(layer(page, t.layers.text.replace("{text}", t.toolbar.newText))).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().includes(`/box_designs/${designId}/production_files`));
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await panel.getByRole("button", { name: t.downloads.proof, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const proof = await download;
    expect(proof.suggestedFilename()).toBe(`design-${designId}-proof.pdf`);
    const bytes = await downloaded(proof);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The outside only: the inside is a second page where it is printed.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    // The proof is the design as it was saved first: the new text is in the shop's copy.
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front?.elements ?? [],
      (elements) => expect(elements).toHaveLength(1),
    );
  });

  await test.step("a PNG of the 3D view", async () => {
    await page.getByTestId("mode-3d").click();
    const preview = page.getByTestId("box-preview-3d");
    await expect.poll(async () => Number(await preview.getAttribute("data-frames")), { timeout: 30_000 }).toBeGreaterThan(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t.downloads.mockup, exact: true }).click();
    const png = await download;
    expect(png.suggestedFilename()).toBe(`${sku}-mockup.png`);
    const bytes = await downloaded(png);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height } = await sharp(bytes).metadata();
    expect(width).toBeGreaterThan(200);
    expect(height).toBeGreaterThan(200);
    await expect(page.getByText(t.downloads.mockupFailed)).toHaveCount(0);
  });
});
