import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { en } from "./messages";
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";

/**
 * The security headers against the production server (server/runtime): every
 * page, API answer and file carries them; each page load gets a nonce of its own
 * even from the response cache; only the payment step's policy names Stripe; and
 * the landing page, the editor (2D and 3D) and the payment step run under the
 * policy without a single violation.
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;
const MAILER = "mailer-box-full-color-200x150x70";
/** A browser's page load: the server compresses pages itself, after the nonce is in. */
const PAGE_LOAD = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip" };

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  // Not production (SITE_HOSTS=production): no HSTS on a plain-http test server.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

const nonceOf = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(policy ?? "")?.[1];

/** Collects what the browser reports as blocked by the policy, as console errors and as events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test("pages, API answers and files carry the headers; a cached page gets a new nonce per load", async ({ request }) => {
  const first = await request.get(`${origin}/`, { headers: PAGE_LOAD });
  const second = await request.get(`${origin}/`, { headers: PAGE_LOAD });
  expect(second.headers()["x-response-cache"]).toBe("HIT");
  const nonces: string[] = [];
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    const policy = response.headers()["content-security-policy"]!;
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("stripe");
    const nonce = nonceOf(policy)!;
    expect(nonce).toBeTruthy();
    nonces.push(nonce);
    // Every script the page runs carries this response's nonce; data blocks (JSON-LD) never run and carry none.
    const html = await response.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    const code = tags.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(code.length).toBeGreaterThan(3);
    for (const tag of code) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of tags.filter((tag) => !code.includes(tag))) expect(tag).not.toContain("nonce=");
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  const product = await request.get(`${origin}/products/mailer-box-full-color`, { headers: PAGE_LOAD });
  expect(product.status()).toBe(200);
  expectCommonHeaders(product);
  expect(nonceOf(product.headers()["content-security-policy"])).toBeTruthy();

  const api = await request.get(`${origin}/api/health`);
  expectCommonHeaders(api);
  const file = await request.get(`${origin}/robots.txt`);
  expectCommonHeaders(file);
  // The proxy's mark for the runtime server never reaches the browser.
  expect(first.headers()["x-boxwright-page-policy"]).toBeUndefined();
});

test("a shared image is kept by browsers and served from the response cache like a page", async ({ request }) => {
  const picture = "/build/shared-images/favicon.svg";
  const first = await request.get(`${origin}${picture}`);
  const second = await request.get(`${origin}${picture}`);
  expect(first.status()).toBe(200);
  expectCommonHeaders(second);
  expect(second.headers()["cache-control"]).toMatch(/public, max-age=86400/);
  expect(second.headers()["x-response-cache"]).toBe("HIT");
});

test("the landing page runs under its policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  expect(response!.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  await expect(page.locator("body")).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(violations).toEqual([]);
});

test("the editor, in 2D and 3D, runs under the policy without a violation", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await page.goto(`${origin}/box/design?sku=${MAILER}&quantity=100`);
  await expect(page).toHaveURL(/[?&]design_id=\d+/);
  await expect(page.getByTestId("design-canvas")).toBeVisible();
  await page.getByTestId("mode-3d").click();
  const preview = page.getByTestId("box-preview-3d");
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => Number(await preview.getAttribute("data-frames")), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test("the payment step's policy names Stripe, and the step runs without a violation", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await page.goto(`${origin}/cart?sku=${MAILER}&quantity=60`);
  await expect(page.getByRole("heading", { name: en.Cart.lines.heading })).toBeVisible();
  await page.getByRole("link", { name: en.Cart.checkout }).click();

  await fillDetails(page, en, { email: `csp-${Date.now()}@example.com` });
  await chooseDeliveryAndPayment(page, en, en.Checkout.paymentMethods.card);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/R\d{9}\/payment$/);
  await expect(page.getByRole("form", { name: en.Checkout.payment.card })).toBeVisible();

  // A fresh load of the step, to read the policy it is served with.
  const reloaded = await page.reload({ waitUntil: "networkidle" });
  const policy = reloaded!.headers()["content-security-policy"]!;
  expect(policy).toContain("https://js.stripe.com");
  expect(policy).toContain("https://api.stripe.com");
  expect(policy).toContain("https://hooks.stripe.com");
  await expect(page.getByRole("form", { name: en.Checkout.payment.card })).toBeVisible();
  expect(violations).toEqual([]);
});
