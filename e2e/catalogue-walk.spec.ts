import { expect, test } from "@playwright/test";

/**
 * Every product the eu storefront sells, walked as a shopper does: its product
 * page's one action leads to an editor that draws the product and starts a
 * design, to the cart with the product's line in it, or to the sample packs.
 * No product page may end in "not available in the editor yet".
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;

interface ProductRecord {
  slug: string;
}

test("every product page of the eu storefront leads to a working editor, the cart or the sample packs", async ({ browser, request }) => {
  test.setTimeout(600_000);
  const answer = await request.get(`${origin}/api/products?region=eu&locale=en-US`);
  expect(answer.ok()).toBe(true);
  const slugs = ((await answer.json()).products as ProductRecord[]).map((product) => product.slug);
  expect(slugs.length).toBeGreaterThanOrEqual(40);

  const outcomes: Record<string, string> = {};
  for (const slug of slugs) {
    // A visitor of their own for each product: the cart holds only this product's line.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/products/${slug}`);
      const action = page.getByTestId("product-action");
      await expect(action, slug).toBeVisible();
      await expect(action, slug).not.toHaveAttribute("aria-disabled", "true");
      const href = (await action.getAttribute("href")) ?? "";
      await action.click();
      if (/\/(box|editor\/product)\/design/.test(href)) {
        await expect(page, slug).toHaveURL(/[?&]design_id=\d+/, { timeout: 20_000 });
        await expect(page.getByTestId("design-canvas"), slug).toBeVisible();
        await expect(page.getByText("not available in the editor", { exact: false })).toHaveCount(0);
        outcomes[slug] = href.includes("/editor/product/design") ? "product editor" : "box editor";
      } else if (href.includes("/cart")) {
        await expect(page.locator("[data-line-id]").first(), slug).toBeVisible({ timeout: 20_000 });
        outcomes[slug] = "cart";
      } else {
        expect(href, slug).toContain("/sample-packs");
        await expect(page, slug).toHaveURL(/\/sample-packs/);
        outcomes[slug] = "sample packs";
      }
    } finally {
      await context.close();
    }
  }
  // Products with a model are designed online; only products sold as they are go straight to the cart.
  expect(outcomes["paper-bag"]).toBe("product editor");
  expect(outcomes["tissue-paper"]).toBe("product editor");
  expect(outcomes["magnetic-box"]).toBe("box editor");
  expect(outcomes["mailer-box-plain"]).toBe("cart");
  expect(outcomes["pre-printed-mailer-box-eco"]).toBe("cart");
  expect(outcomes["sample-packs"]).toBe("sample packs");
});
