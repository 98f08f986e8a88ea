import { expect, test } from "@playwright/test";

/**
 * The storefront pages load none of the editor's code (Konva, three.js) nor the
 * payment provider's (Stripe.js): those belong to the editor and checkout pages.
 * Checked on the scripts the browser actually loads, by URL and content.
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;

const FOREIGN_CODE: readonly { name: string; marker: RegExp }[] = [
  { name: "Konva", marker: /Konva\.(Stage|Layer|Node)|konva/ },
  { name: "three.js", marker: /WebGLRenderer|three\.module|@react-three/ },
  { name: "Stripe", marker: /js\.stripe\.com|loadStripe|@stripe\//i },
];

for (const path of ["/", "/products/mailer-box-full-color", "/categories/mailer-boxes"]) {
  test(`${path} loads no editor or payment provider code`, async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
    });
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.flatMap((script) =>
      FOREIGN_CODE.filter(({ marker }) => marker.test(script.url) || marker.test(script.body)).map(({ name }) => `${name} in ${script.url}`),
    );
    expect(found).toEqual([]);
  });
}
