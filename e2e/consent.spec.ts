import { expect, test, type Page, type Request } from "@playwright/test";
import { en } from "./messages";
import { managerToken } from "./manager";

/**
 * Cookie consent, analytics and attribution in the browser, starting as a new
 * visitor: no stored choice (the other journeys start with one, see consent-state.ts).
 */

test.use({ storageState: { cookies: [], origins: [] } });

const port = Number(process.env.PORT || 3100);
const SHOP = `http://localhost:${port}`;
const t = en.Consent;
const DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

const banner = (page: Page) => page.getByRole("dialog", { name: t.bannerTitle });
const isProxyCall = (request: Request) => request.url().includes("/api/v1/analytics_proxies/");
const isPageEvent = (request: Request) => request.url().endsWith("/api/v1/analytics_proxies/track") && request.postDataJSON()?.event === "Page Viewed";

function bufferOf(page: Page) {
  return page.evaluate(() => sessionStorage.getItem("ph-analytics-buffer") ?? "");
}

test("a first visit shows the banner, denies Google consent by default and sends no analytics request", async ({ page }) => {
  const proxyCalls: string[] = [];
  page.on("request", (request) => {
    if (isProxyCall(request)) proxyCalls.push(request.url());
  });
  await page.goto(SHOP + "/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: t.acceptAll })).toBeVisible();

  // The page event is made, and waits in session storage for consent.
  await expect.poll(() => bufferOf(page)).toContain("Page Viewed");
  await page.waitForLoadState("networkidle");
  expect(proxyCalls).toEqual([]);
  const dataLayer = await page.evaluate(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
  expect(dataLayer[0]).toEqual(["consent", "default", DENIED]);
  expect(dataLayer.some((entry) => entry[1] === "update")).toBe(false);
});

test("'change options', allow analytics, save, reload: no banner, and the buffered page event reaches the proxy", async ({ page }) => {
  await page.goto(SHOP + "/");
  await banner(page).getByRole("button", { name: t.changeOptions }).click();
  const dialog = page.getByRole("dialog", { name: t.preferencesTitle });
  await dialog.getByRole("switch", { name: t.categories.analytics.name }).check();
  await expect.poll(() => bufferOf(page)).toContain("Page Viewed");
  const anonymousId = await page.evaluate(() => sessionStorage.getItem("ph-anonymous-id"));
  expect(anonymousId).toBeTruthy();

  const flushed = page.waitForRequest(isPageEvent);
  await dialog.getByRole("button", { name: t.save }).click();
  const buffered = await flushed;
  expect(buffered.postDataJSON()).toMatchObject({ type: "page", anonymous_id: anonymousId, page: { path: "/" } });
  expect((await buffered.response())?.status()).toBe(202);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("ph-pref")))!)).toEqual({
    functional: false,
    analytics: true,
    advertising: false,
    essential: true,
  });
  expect(await bufferOf(page)).toBe("");

  // After a reload the stored choice holds: no banner, and the page event goes straight out.
  const nextPageEvent = page.waitForRequest(isPageEvent);
  await page.reload();
  expect((await (await nextPageEvent).response())?.status()).toBe(202);
  await expect(banner(page)).toHaveCount(0);

  const token = await managerToken(SHOP);
  const stored = await (
    await fetch(`${SHOP}/api/v1/analytics_events?anonymous_id=${anonymousId}&name=Page%20Viewed`, { headers: { "X-Api-Token": token } })
  ).json();
  expect(stored.events.length).toBeGreaterThanOrEqual(2);
  expect(stored.events.at(-1)).toMatchObject({ kind: "page", anonymous_id: anonymousId, page: { path: "/" } });
});

test("a crawler sees no banner, even when the reopen event is sent", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const page = await context.newPage();
  await page.goto(SHOP + "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Home.heading);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: t.footerLink }).click();
  await page.evaluate(() => window.dispatchEvent(new Event("ph-cookie-consent-open")));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await context.close();
});

test("'ph-cookie-consent-open' reopens the preferences, as the footer's link does", async ({ page }) => {
  await page.goto(SHOP + "/");
  await banner(page).getByRole("button", { name: t.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.evaluate(() => window.dispatchEvent(new Event("ph-cookie-consent-open")));
  const dialog = page.getByRole("dialog", { name: t.preferencesTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: t.categories.advertising.name })).toBeChecked();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: t.cancelTitle }).getByRole("button", { name: t.confirm }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: t.footerLink }).click();
  await expect(dialog).toBeVisible();
});

test("a URL with sbjs_data ends clean, with the traffic cookies set and the first touch registered from them", async ({ page, context }) => {
  const first = "typ=utm|||src=partner-newsletter|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)";
  const firstTouch = page.waitForRequest((request) => request.url().endsWith("/api/users/register_first_touch"));
  await page.goto(`${SHOP}/products?keep=1&sbjs_data=${encodeURIComponent(JSON.stringify({ sbjs_first: first, unknown_cookie: "x" }))}`);

  await expect(page).toHaveURL(`${SHOP}/products?keep=1`);
  const registered = await firstTouch;
  expect(registered.postDataJSON()).toEqual({ type: "utm", source: "partner-newsletter", medium: "email", campaign: "spring" });
  expect((await registered.response())?.status()).toBe(201);

  const cookies = Object.fromEntries((await context.cookies(SHOP)).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
  expect(cookies.sbjs_first).toBe(first);
  expect(cookies.sbjs_current).toContain("typ=typein");
  expect(cookies.sbjs_session).toContain("pgs=1");
  expect(cookies.sbjs_udata).toContain("vst=1");
  expect(cookies).not.toHaveProperty("unknown_cookie");
  const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  expect(navigations).toBe(1);

  // The next page knows the first touch is registered and does not send it again.
  const again: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/users/register_first_touch")) again.push(request.url());
  });
  await page.goto(`${SHOP}/products`);
  // The session shows only after the registration step ran (it is called before the user is handed over).
  await expect(page.locator('[data-session="anonymous"]')).toBeVisible();
  expect(again).toEqual([]);
});

test("with analytics allowed, a product put into the cart sends its event and its conversion call", async ({ page }) => {
  await page.goto(SHOP + "/");
  await banner(page).getByRole("button", { name: t.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);

  const productAdded = page.waitForRequest(
    (request) => request.url().endsWith("/api/v1/analytics_proxies/track") && request.postDataJSON()?.event === "Product Added",
  );
  const conversion = page.waitForRequest((request) => request.url().endsWith("/api/v1/analytics_proxies/track_product_added_ua_conversion"));
  await page.goto(`${SHOP}/cart?sku=mailer-box-full-color-200x150x70&quantity=60`);
  const event = (await productAdded).postDataJSON();
  expect(event.properties).toMatchObject({ sku: "mailer-box-full-color-200x150x70", quantity: 60, line_item_id: expect.any(Number) });
  const call = await conversion;
  expect(call.postDataJSON().line_item_id).toBe(event.properties.line_item_id);
  expect((await call.response())?.status()).toBe(202);
});
