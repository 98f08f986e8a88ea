// Screenshots of the storefront's first impression: the landing page, a category,
// a product page and the cart with a line, at a desktop (1440x900) and a phone
// (390x844) size, in English, German and Polish. Each page is photographed as the
// first screen a shopper sees and as the whole page.
//
//   PORT=3100 npm start     (in one shell), then
//   SCREENS_PORT=3100 node scripts/storefront-screens.mjs [out-dir]
//
// Pictures go to out-dir (default /tmp/boxwright-storefront), not into the repository.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const PORT = process.env.SCREENS_PORT || process.env.PORT || "3100";
const OUT = process.argv[2] || "/tmp/boxwright-storefront";
const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
const MAILER = "mailer-box-full-color-300x220x100";
const STOREFRONTS = [
  { language: "en", host: "localhost", cart: "/cart" },
  { language: "de", host: "de.localhost", cart: "/cart" },
  { language: "pl", host: "pl.localhost", cart: "/koszyk" },
];
const PAGES = (storefront) => [
  { name: "landing", path: "/" },
  { name: "category", path: "/categories/mailer-boxes" },
  { name: "product", path: "/products/mailer-box-full-color" },
  { name: "cart", path: `${storefront.cart}?sku=${MAILER}&quantity=500` },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

for (const storefront of STOREFRONTS) {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    // No consent banner over the screens: the shopper has chosen already.
    await context.addInitScript(() =>
      localStorage.setItem("ph-pref", JSON.stringify({ essential: true, functional: true, analytics: false, advertising: false })),
    );
    const page = await context.newPage();
    for (const { name, path: pagePath } of PAGES(storefront)) {
      await page.goto(`http://${storefront.host}:${PORT}${pagePath}`, { waitUntil: "networkidle" });
      // Pictures below the first screen load lazily: scroll through once so the whole page shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const base = path.join(OUT, `${storefront.language}-${name}-${size.name}`);
      await page.screenshot({ path: `${base}.png` });
      await page.screenshot({ path: `${base}-full.png`, fullPage: true });
      console.log(`${base}.png`);
    }
    await context.close();
  }
}
await browser.close();
