import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { en, enUS } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;

interface Tier {
  range_start: number;
  price: number;
  price_with_vat: number;
}

async function serverTiers(request: APIRequestContext, query: string, region: string): Promise<{ sku: string; product_size: string; volume_prices: Tier[] }[]> {
  const response = await request.get(`${origin("localhost")}/api/prices/list?cache_buster=v3&${query}`, { headers: { "X-Region": region } });
  expect(response.ok()).toBe(true);
  return (await response.json()).variants;
}

async function jsonLd(page: Page) {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(raw ?? "{}");
}

test("the eu product page shows euro prices with VAT, centimetres and Product JSON-LD", async ({ page, request }) => {
  await page.goto(`${origin("localhost")}/products/mailer-box-full-color`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Products["mailer-box-full-color"].name);
  const [first] = await serverTiers(request, "product=mailer-box-full-color", "eu");
  const firstRow = page.getByTestId("price-ladder").locator("tbody tr").first();
  const gross = first!.volume_prices[0]!.price_with_vat;
  await expect(firstRow).toContainText(`€${Math.floor(gross / 100).toLocaleString("en-US")}.${String(gross % 100).padStart(2, "0")}`);
  await expect(page.getByTestId("price-ladder").locator("tbody tr")).toHaveCount(11);
  await expect(page.getByTestId("vat-note")).toContainText("23%");
  await expect(page.locator("main")).toContainText("150 × 100 × 50 mm");
  const ld = await jsonLd(page);
  expect(ld).toMatchObject({ "@type": "Product", name: en.Products["mailer-box-full-color"].name, offers: { "@type": "Offer", priceCurrency: "EUR" } });
  expect(Number(ld.offers.price)).toBeCloseTo(gross / 100, 2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin("localhost")}/products/mailer-box-full-color`);
});

test("the pl product page shows złoty written the Polish way", async ({ page }) => {
  await page.goto(`${origin("pl.localhost")}/products/mailer-box-eco`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pl.Products["mailer-box-eco"].name);
  await expect(page.getByTestId("price-ladder").locator("tbody tr").first()).toContainText(/\d+,\d{2} zł/);
  await expect(page.getByTestId("price-ladder").locator("tbody tr").nth(10)).toContainText(/\d+ \d{3},\d{2} zł/);
  expect((await jsonLd(page)).offers.priceCurrency).toBe("PLN");
});

test("the us product page shows dollars without VAT and inches", async ({ page, request }) => {
  await page.goto(`${origin("localhost")}/en-us/products/shipping-box`);
  const [first] = await serverTiers(request, "product=shipping-box", "us");
  const net = first!.volume_prices[0]!.price;
  expect(first!.volume_prices[0]!.price_with_vat).toBe(net);
  await expect(page.getByTestId("price-ladder").locator("tbody tr").first()).toContainText(`$${(net / 100).toFixed(2)}`);
  await expect(page.getByTestId("vat-note")).toHaveText(enUS.ProductPage.noVat);
  await expect(page.locator("main")).toContainText("7.9 × 5.9 × 3.9 in");
  const ld = await jsonLd(page);
  expect(ld.offers.priceCurrency).toBe("USD");
  expect(ld.offers.price).toBe((net / 100).toFixed(2));
});

test("the configurator shows the server's line total for the whole configuration and carries it in the address and to the editor", async ({
  page,
  request,
}) => {
  await page.goto(`${origin("localhost")}/products/mailer-box-full-color`);
  const configurator = page.getByTestId("configurator");
  await configurator.getByRole("radio", { name: "300 × 220 × 100 mm" }).check();
  await configurator.locator('input[name="material"][value="cardboard-coated"]').check();
  await configurator.locator('input[name="printMode"][value="print-color-hd"]').check();
  await configurator.locator('input[name="finish"][value="foil-matte"]').check();
  await configurator.locator('input[name="printQuality"][value="hd-plus"]').check();
  await configurator.locator('input[name="express"]').check();
  await configurator.locator('input[name="service-fsc-certificate"]').check();
  await configurator.locator('select[name="quantity"]').selectOption("500");
  const wanted = {
    sku: "mailer-box-full-color-300x220x100",
    quantity: "500",
    material: "cardboard-coated",
    print_mode: "print-color-hd",
    finish: "foil-matte",
    print_quality: "hd-plus",
    express: "1",
    paid_assets: "service-fsc-certificate",
  };
  const quote = await (
    await request.get(`${origin("localhost")}/api/prices/line_item?${new URLSearchParams(wanted)}`, { headers: { "X-Region": "eu" } })
  ).json();
  const euros = (cents: number) => `€${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
  // The cart's amount for the line, never a rounded piece price times the quantity.
  await expect(page.getByTestId("configurator-total")).toHaveText(euros(quote.total_with_vat));
  await expect(page.getByTestId("configurator-unit")).toHaveText(en.ProductPage.perPiece.replace("{price}", euros(quote.unit_price_with_vat)));
  await expect(page.getByTestId("price-ladder").locator("tbody tr").nth(5)).toContainText(euros(quote.ladder[5].total_with_vat));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(wanted);
  const link = configurator.getByRole("link", { name: en.ProductPage.designYourBox });
  const href = new URL((await link.getAttribute("href"))!);
  expect(Object.fromEntries(href.searchParams)).toEqual(wanted);

  // A reload (and so a shared link or the back button) opens the same configuration.
  await page.reload();
  await expect(page.getByTestId("configurator-total")).toHaveText(euros(quote.total_with_vat));
  await expect(configurator.locator('input[name="finish"][value="foil-matte"]')).toBeChecked();
});

test("designless products go straight to the cart", async ({ page }) => {
  await page.goto(`${origin("localhost")}/products/shipping-box-plain`);
  await expect(page.getByTestId("configurator").getByRole("link", { name: en.ProductPage.addToCart })).toHaveAttribute(
    "href",
    /\/cart\?sku=shipping-box-plain-/,
  );
});

test("product select and category pages list the products with their lowest prices", async ({ page }) => {
  await page.goto(`${origin("localhost")}/products`);
  await expect(page.locator("main li a[href^='/products/']")).toHaveCount(42);
  await page.getByRole("link", { name: en.Catalog.categories["luxury-packaging"].name }).click();
  await expect(page).toHaveURL(/\/categories\/luxury-packaging$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Catalog.categories["luxury-packaging"].name);
  await expect(page.locator("main li a[href='/products/magnetic-box']")).toContainText("€");
});

test("the sitemap lists the product pages of every region", async ({ request }) => {
  const index = await (await request.get(`${origin("localhost")}/sitemap.xml`)).text();
  expect(index).toContain("<sitemapindex");
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps).toHaveLength(15);
  expect(sitemaps).toContain(`${origin("localhost")}/sitemap/de.xml`);
  const pages: string[] = [];
  for (const url of sitemaps) {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    pages.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  expect(pages).toContain(`${origin("localhost")}/products/mailer-box-eco`);
  expect(pages).toContain(`${origin("de.localhost")}/products/mailer-box-eco`);
  expect(pages).toContain(`${origin("localhost")}/en-us/products/tote-bag`);
  // Per region: the landing page, the product index, 5 categories and 42 products,
  // besides the content pages (about, blog, help ...).
  const catalogue = pages.filter((url) => /^(\/[a-z]{2}-[a-z]{2})?(\/?|\/(products|categories)(\/[^/]+)?)$/.test(new URL(url).pathname));
  expect(catalogue).toHaveLength(15 * (1 + 1 + 5 + 42));
  expect(pages).toContain(`${origin("pl.localhost")}/pomoc/sample-packs`);
  const german = await (await request.get(`${origin("localhost")}/sitemap/de.xml`)).text();
  expect(german).toContain(`<xhtml:link rel="alternate" hreflang="pl-PL" href="${origin("pl.localhost")}/products/mailer-box-eco" />`);
});

test("robots.txt keeps crawlers out of the API, carts and accounts, and names the sitemap index", async ({ request }) => {
  const robots = await (await request.get(`${origin("localhost")}/robots.txt`)).text();
  for (const line of [
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /cart",
    "Disallow: /account",
    "Disallow: /koszyk",
    `Sitemap: ${origin("localhost")}/sitemap.xml`,
  ]) {
    expect(robots).toContain(line);
  }
});
