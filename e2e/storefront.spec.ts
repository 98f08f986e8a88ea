import { expect, test, type Page } from "@playwright/test";
import de from "../messages/de-DE.json" with { type: "json" };
import { en } from "./messages";
import fr from "../messages/fr-FR.json" with { type: "json" };
import nl from "../messages/nl-NL.json" with { type: "json" };
import pl from "../messages/pl-PL.json" with { type: "json" };
import cs from "../messages/cs-CZ.json" with { type: "json" };

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;

async function expectStorefront(page: Page, { lang, region, heading }: { lang: string; region: string; heading: string }) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("data-region", region);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test("the eu landing page is in English, server-rendered, with canonical and hreflang links", async ({ page, request }) => {
  const html = await (await request.get(origin("localhost") + "/")).text();
  expect(html).toContain(en.Home.heading);
  // The EU storefront's <html lang> is its hreflang, en (docs/adr/0068-region-formats.md).
  expect(html).toContain('<html lang="en"');

  await page.goto(origin("localhost") + "/");
  await expectStorefront(page, { lang: "en", region: "eu", heading: en.Home.heading });
  await expect(page).toHaveTitle(new RegExp(en.Meta.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin("localhost")}/`);
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  // The 15 storefronts, x-default and Portuguese, which the EU storefront serves with ?locale=pt (docs/adr/0068-region-formats.md).
  expect(hreflangs).toHaveLength(17);
  expect(hreflangs.find(([lang]) => lang === "pt-PT")?.[1]).toMatch(/^http:\/\/localhost:\d+\/?\?locale=pt$/);
  expect(hreflangs).toContainEqual(["x-default", `${origin("localhost")}/`]);
  expect(hreflangs).toContainEqual(["de-DE", `${origin("de.localhost")}/`]);
  expect(hreflangs).toContainEqual(["nl-NL", `${origin("localhost")}/nl-nl`]);
  await expect(page.getByTestId("current-currency")).toHaveText("EUR (€)");
});

test("de.localhost is the German storefront in euros", async ({ page }) => {
  await page.goto(origin("de.localhost") + "/");
  await expectStorefront(page, { lang: "de-DE", region: "de", heading: de.Home.heading });
  await expect(page.getByTestId("current-currency")).toContainText("EUR");
  await expect(page.getByTestId("prices-note")).toContainText("EUR");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin("de.localhost")}/`);
});

test("/nl-nl is the Dutch storefront", async ({ page }) => {
  await page.goto(origin("localhost") + "/nl-nl");
  await expectStorefront(page, { lang: "nl-NL", region: "nl", heading: nl.Home.heading });
  await expect(page.getByRole("link", { name: nl.Header.home })).toHaveAttribute("href", "/nl-nl");
});

test("?region=pl and pl.localhost both give the Polish storefront in złoty", async ({ page }) => {
  for (const url of [origin("localhost") + "/?region=pl", origin("pl.localhost") + "/"]) {
    await page.goto(url);
    await expectStorefront(page, { lang: "pl-PL", region: "pl", heading: pl.Home.heading });
    await expect(page.getByTestId("current-currency")).toHaveText("PLN (zł)");
  }
});

test("?locale=fr switches the language and keeps it while browsing", async ({ page }) => {
  await page.goto(origin("localhost") + "/?locale=fr");
  await expectStorefront(page, { lang: "fr-FR", region: "eu", heading: fr.Home.heading });
  await page.goto(origin("localhost") + "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.Home.heading);
  await page.goto(origin("localhost") + "/?locale=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Home.heading);
});

test("the region switcher moves between regions", async ({ page }) => {
  await page.goto(origin("localhost") + "/");
  const switcher = page.getByTestId("region-switcher");
  await switcher.locator("summary").click();
  await expect(switcher.getByRole("link")).toHaveCount(30);
  await expect(switcher.getByRole("link", { name: /Cyprus/ })).toHaveCount(0);
  await switcher.getByRole("link", { name: /Germany/ }).click();
  await expect(page).toHaveURL(`${origin("de.localhost")}/`);
  await expectStorefront(page, { lang: "de-DE", region: "de", heading: de.Home.heading });

  await page.getByTestId("region-switcher").locator("summary").click();
  await page
    .getByTestId("region-switcher")
    .getByRole("link", { name: /Niederlande/ })
    .click();
  await expect(page).toHaveURL(`${origin("localhost")}/nl-nl`);
  await expectStorefront(page, { lang: "nl-NL", region: "nl", heading: nl.Home.heading });
});

test("the region migration notice shows on .com with fromRegion=CZ, in English then Czech, and closes", async ({ page }) => {
  await page.goto(origin("boxwright.com") + "/?fromRegion=CZ");
  const dialog = page.getByRole("dialog", { name: en.RegionMigration.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en.RegionMigration.body);
  await expect(dialog).toContainText(cs.RegionMigration.body);
  await dialog.getByRole("button", { name: new RegExp(en.RegionMigration.close) }).click();
  await expect(dialog).toBeHidden();
});

test("the region migration notice stays away elsewhere", async ({ page }) => {
  await page.goto(origin("boxwright.com") + "/");
  await page.goto(origin("localhost") + "/?fromRegion=CZ");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an unknown page is a 404 in the storefront's language", async ({ page }) => {
  const response = await page.goto(origin("de.localhost") + "/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.NotFound.title);
});

test("the shop API reports its health", async ({ request }) => {
  const response = await request.get(origin("localhost") + "/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { status: "up", driver: "pglite" } });
});
