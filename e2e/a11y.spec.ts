import { test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";

/**
 * No serious or critical accessibility violation, by axe-core, on the pages a
 * first-time shopper meets. A page type that joins them (a help article) adds
 * its path to STOREFRONT_PAGES.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;

export const STOREFRONT_PAGES: readonly { name: string; url: string }[] = [
  { name: "landing page", url: `${origin("localhost")}/` },
  { name: "landing page (de)", url: `${origin("de.localhost")}/` },
  { name: "product page", url: `${origin("localhost")}/products/mailer-box-full-color` },
  { name: "product page (pl)", url: `${origin("pl.localhost")}/products/mailer-box-eco` },
  { name: "category", url: `${origin("localhost")}/categories/mailer-boxes` },
  { name: "category (pl)", url: `${origin("pl.localhost")}/categories/mailer-boxes` },
  { name: "cart", url: `${origin("localhost")}/cart` },
  { name: "sign-in page", url: `${origin("localhost")}/sign_in` },
  { name: "help article", url: `${origin("localhost")}/help/preparing-print-files` },
  { name: "help article (pl)", url: `${origin("pl.localhost")}/pomoc/preparing-print-files` },
];

for (const { name, url } of STOREFRONT_PAGES) {
  test(`the ${name} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(url);
    // The islands have rendered (the cart and sign-in forms come from the browser).
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, name);
  });
}
