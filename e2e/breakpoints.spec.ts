import { expect, test } from "@playwright/test";
import { en } from "./messages";

/**
 * The landing page and a product page at the widths the shop is drawn for, from
 * the smallest phone up: nothing wider than the window, the key parts visible.
 * Screenshots go with the test report, not into the repository.
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;
const WIDTHS = [320, 767, 1024, 1920] as const;

const PAGES = [
  { name: "landing", path: "/", heading: en.Home.heading, key: (page: import("@playwright/test").Page) => page.getByRole("link", { name: en.Home.browse }) },
  {
    name: "product",
    path: "/products/mailer-box-full-color",
    heading: en.Products["mailer-box-full-color"].name,
    key: (page: import("@playwright/test").Page) => page.getByTestId("price-ladder"),
  },
] as const;

for (const width of WIDTHS) {
  for (const { name, path, heading, key } of PAGES) {
    test(`the ${name} page fits ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeAttached();
      await expect(key(page)).toBeVisible();
      const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        // What sticks out, to name it when the page is too wide.
        wide: [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
      }));
      await testInfo.attach(`${name}-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
      expect(scrollWidth, `wider than the window: ${wide.join(", ")}`).toBeLessThanOrEqual(innerWidth);
    });
  }
}
