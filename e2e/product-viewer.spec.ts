import { expect, test, type Page } from "@playwright/test";
import { en } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { expectNoSeriousViolations } from "./axe";

/**
 * "View in 3D" on the product page (ADR 0060): three.js comes only when the button is
 * pressed; the viewer draws the configured size, turns, opens and closes its lid,
 * closes with Escape and gives the focus back, on a phone and on a desktop.
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;
const t = en.ProductViewer;
const THREE_MARKERS = ["__THREE__", "Multiple instances of Three.js being imported"];

function threeWatcher(page: Page) {
  const seen: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (THREE_MARKERS.some((marker) => body.includes(marker))) seen.push(response.url());
  });
  return seen;
}

const frames = (page: Page) => page.getByTestId("box-preview-3d").getAttribute("data-frames").then(Number);

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`View in 3D on a ${viewport.name}: loaded when pressed, turns, opens its lid, closes with Escape`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const three = threeWatcher(page);
    await page.goto(`${origin}/products/mailer-box-full-color?sku=mailer-box-full-color-300x220x100&quantity=100&material=cardboard-coated`);
    await page.waitForLoadState("networkidle");
    expect(three, "three.js before the press").toEqual([]);

    const button = page.getByRole("button", { name: t.open });
    await button.click();
    // By its test id: the cookie banner may be a dialog too.
    const dialog = page.getByTestId("product-viewer");
    await expect(dialog).toBeVisible();
    await expect.poll(() => frames(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(three.length, "three.js after the press").toBeGreaterThan(0);
    await expect(page.getByTestId("product-viewer-caption")).toContainText(en.Catalog.materials["cardboard-coated"]);

    const box = await dialog.boundingBox();
    if (viewport.name === "phone") expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
    else expect(box!.width).toBeLessThan(viewport.width);

    const before = await frames(page);
    await page.getByRole("button", { name: new RegExp(t.turnRight) }).click();
    await expect.poll(() => frames(page)).toBeGreaterThan(before);

    await page.getByRole("button", { name: t.openLid }).click();
    await expect(page.getByTestId("box-preview-3d")).toHaveAttribute("data-lid", "open");
    await page.getByRole("button", { name: t.closeLid }).click();
    await expect(page.getByTestId("box-preview-3d")).toHaveAttribute("data-lid", "shut", { timeout: 5_000 });

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

for (const storefront of [
  { language: "en", host: "localhost", product: "mailer-box-full-color", open: en.ProductViewer.open },
  { language: "pl", host: "pl.localhost", product: "mailer-box-eco", open: pl.ProductViewer.open },
]) {
  test(`the product page with the 3D viewer open has no serious or critical accessibility violation (${storefront.language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`http://${storefront.host}:${port}/products/${storefront.product}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: storefront.open }).click();
    await expect.poll(() => frames(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, "product page, 3D viewer open");
  });
}
