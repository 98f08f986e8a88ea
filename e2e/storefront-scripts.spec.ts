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

/**
 * What the page's HTML loads before anything else (the first load, docs/performance.md)
 * holds none of the islands' heavier libraries: zod, the ICU message parser, the query
 * cache. A server page that imports even a constant from a module with a client island
 * takes that island into its first load; this catches it.
 */
const FIRST_LOAD_FOREIGN = /ZodError|IntlMessageFormat|QueryClient/;

for (const path of ["/", "/products/mailer-box-full-color", "/products/sample-packs", "/categories/mailer-boxes"]) {
  test(`${path} keeps zod, the message parser and the query cache out of its first load`, async ({ request }) => {
    const html = await (await request.get(`${origin}${path}`)).text();
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const source of sources) {
      const body = await (await request.get(new URL(source, origin).toString())).text();
      const marker = FIRST_LOAD_FOREIGN.exec(body);
      if (marker) found.push(`${marker[0]} in ${source}`);
    }
    expect(found).toEqual([]);
  });
}
