import { expect, test, type Browser } from "@playwright/test";
import de from "../messages/de-DE.json" with { type: "json" };
import { en } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };

/**
 * What crawlers see: the pages as the server sends them, with JavaScript off in
 * the browser, must carry their headings, prices, descriptions and structured data.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;

async function withoutJavaScript<T>(browser: Browser, run: (page: import("@playwright/test").Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function structuredData(page: import("@playwright/test").Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the landing page shows its heading, categories and Organization data without JavaScript", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${origin("de.localhost")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.Home.heading);
    await expect(page.getByRole("link", { name: de.Home.categories["mailer-boxes"] })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", de.Meta.description);
    expect(await structuredData(page)).toContainEqual(
      expect.objectContaining({ "@type": "Organization", name: "Boxwright", url: `${origin("de.localhost")}/` }),
    );
  });
});

test("a product page shows its name, description, price ladder and Product and BreadcrumbList data without JavaScript", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${origin("pl.localhost")}/products/mailer-box-eco`);
    const product = pl.Products["mailer-box-eco"];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.locator("main")).toContainText(product.description);
    await expect(page.getByTestId("price-ladder").locator("tbody tr").first()).toContainText("zł");
    const data = await structuredData(page);
    expect(data).toContainEqual(
      expect.objectContaining({
        "@type": "Product",
        name: product.name,
        offers: expect.objectContaining({ priceCurrency: "PLN", price: expect.stringMatching(/^\d+\.\d\d$/) }),
      }),
    );
    const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${origin("pl.localhost")}/`,
      `${origin("pl.localhost")}/products`,
      `${origin("pl.localhost")}/products/mailer-box-eco`,
    ]);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin("pl.localhost")}/products/mailer-box-eco/share-image`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });
});

test("a category page lists its products with prices and BreadcrumbList data without JavaScript", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${origin("localhost")}/categories/mailer-boxes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Catalog.categories["mailer-boxes"].name);
    await expect(page.locator("main li a[href='/products/mailer-box-eco']")).toContainText("€");
    const data = await structuredData(page);
    expect(data).toContainEqual(expect.objectContaining({ "@type": "BreadcrumbList" }));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin("localhost")}/categories/mailer-boxes`);
  });
});

test("a product's share image is a PNG made for the storefront's language", async ({ request }) => {
  // The API client resolves no *.localhost names: ?region= picks the storefront as the host would.
  const german = await request.get(`${origin("localhost")}/products/mailer-box-eco/share-image?region=de`);
  expect(german.status()).toBe(200);
  expect(german.headers()["content-type"]).toBe("image/png");
  const png = await german.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  // 1200 x 630, from the IHDR chunk.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const polish = await (await request.get(`${origin("localhost")}/products/mailer-box-eco/share-image?region=pl`)).body();
  expect(polish.equals(png)).toBe(false);
  expect((await request.get(`${origin("localhost")}/products/no-such-box/share-image`)).status()).toBe(404);
});

test("an unknown path answers 404 with the storefront's own page in its language", async ({ page }) => {
  for (const [url, lang, title] of [
    // The EU storefront's <html lang> is its hreflang, en (docs/adr/0068-region-formats.md).
    [`${origin("localhost")}/no-such-page`, "en", en.NotFound.title],
    [`${origin("de.localhost")}/gibt-es-nicht`, "de-DE", de.NotFound.title],
    [`${origin("pl.localhost")}/nie-ma/takiej`, "pl-PL", pl.NotFound.title],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});
