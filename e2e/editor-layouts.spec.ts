import { expect, test, type Browser, type Page } from "@playwright/test";
import { en } from "./messages";

/**
 * The editor's layouts measured in Chromium (ADR 0042): in preview, in a shared
 * view and on an example page at 1440 x 900 the canvas takes at least half the
 * page's width and shows the artwork; at 390 x 844 the editor's canvas is inside
 * the screen and comes before the tools, which open in a bottom sheet.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host = "localhost") => `http://${host}:${port}`;
const MAILER = "mailer-box-full-color-200x150x70";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const t = en.Editor;

/** The stage's box on the page: the focusable canvas inside `design-canvas`. */
async function stageBox(page: Page) {
  const stage = page.getByTestId("design-canvas").getByRole("application");
  await expect(stage).toBeVisible();
  const box = await stage.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The screen rectangles of the design's elements on the 2D stage (editor/canvas2d/README.md). */
async function elementRects(page: Page) {
  return page.evaluate(() => {
    type Node = { id(): string; getClientRect(): { x: number; y: number; width: number; height: number } };
    type Stage = { container(): HTMLElement; find(selector: string): Node[]; width(): number; height(): number };
    const konva = (window as unknown as { Konva?: { stages: Stage[] } }).Konva;
    const stage = konva?.stages.find((candidate) => candidate.container().closest('[data-testid="design-canvas"]'));
    if (!stage) return { width: 0, height: 0, rects: [] };
    return { width: stage.width(), height: stage.height(), rects: stage.find(".design-element").map((node) => ({ id: node.id(), ...node.getClientRect() })) };
  });
}

async function newDesign(page: Page): Promise<number> {
  await page.goto(`${origin()}/box/design?sku=${MAILER}&quantity=100`);
  await expect(page).toHaveURL(/[?&]design_id=\d+/);
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  return Number(new URL(page.url()).searchParams.get("design_id"));
}

async function expectHalfThePage(page: Page) {
  const box = await stageBox(page);
  expect(box.width).toBeGreaterThanOrEqual(DESKTOP.width / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
}

async function visitorPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test.describe("at 1440 x 900 the canvas has the page", () => {
  test.use({ viewport: DESKTOP });

  test("in the owner's preview", async ({ page }) => {
    await newDesign(page);
    await page.getByRole("button", { name: t.modes.preview, exact: true }).click();
    await expect(page.getByTestId("editor-body")).toHaveAttribute("data-layout", "view");
    await expectHalfThePage(page);
  });

  test("in a shared design's view", async ({ page, browser }) => {
    const designId = await newDesign(page);
    const token = (await page.context().cookies(origin())).find((cookie) => cookie.name === "api-token")!.value;
    const shared = await page.request.post(`${origin()}/api/box_designs/${designId}/share`, { headers: { "X-Api-Token": token }, data: {} });
    expect(shared.status()).toBe(200);
    const { url } = (await shared.json()) as { url: string };

    const friend = await visitorPage(browser);
    const link = new URL(url);
    await friend.goto(`${origin()}${link.pathname}${link.search}`);
    await expect(friend.getByTestId("shared-notice")).toBeVisible();
    await expect(friend.getByTestId("editor-body")).toHaveAttribute("data-layout", "canvas");
    await expectHalfThePage(friend);
    await friend.context().close();
  });

  for (const [name, host, path] of [
    ["an example design", "localhost", "/box/design"],
    ["an example design on the Polish storefront", "pl.localhost", "/pudelko/design"],
  ] as const) {
    test(`on ${name}, with its artwork inside the canvas`, async ({ page }) => {
      await page.goto(`${origin(host)}${path}?template=studio&language=en&templateMode=true`);
      await expect(page.getByTestId("editor-body")).toHaveAttribute("data-layout", "canvas");
      await expectHalfThePage(page);
      await expect.poll(async () => (await elementRects(page)).rects.length).toBeGreaterThan(5);
      const { width, height, rects } = await elementRects(page);
      for (const rect of rects) {
        expect(rect.x, rect.id).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width, rect.id).toBeLessThanOrEqual(width);
        expect(rect.y + rect.height, rect.id).toBeLessThanOrEqual(height);
      }
    });
  }
});

test.describe("at 390 x 844 the editor can be used", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the canvas is inside the screen, before the tools, fits, and the tools open in a bottom sheet", async ({ page }) => {
    await newDesign(page);
    await expect(page.getByTestId("editor-body")).toHaveAttribute("data-layout", "mobile");
    const box = await stageBox(page);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width * 0.8);
    // The canvas starts on the first screen, above the tools' bar.
    expect(box.y).toBeLessThan(PHONE.height / 2);
    const bar = page.getByRole("navigation", { name: t.mobile.tools });
    const barBox = (await bar.boundingBox())!;
    expect(box.y).toBeLessThan(barBox.y);
    // Nothing makes the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const button of await bar.getByRole("button").all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The stage is the box's size, so nothing of it is cropped.
    expect((await elementRects(page)).width).toBe(Math.floor(box.width));

    // Zoom in, then "Fit to screen" brings back the fitted view.
    const canvas = page.getByTestId("design-canvas");
    await page.getByRole("button", { name: en.EditorCanvas.zoomIn }).click();
    await expect(canvas).not.toHaveAttribute("data-zoom", "1.0000");
    await page.getByRole("button", { name: en.EditorCanvas.zoomToFit }).click();
    await expect(canvas).toHaveAttribute("data-zoom", "1.0000");

    // Add text from the sheet: the sheet goes away by itself, so it does not hide the new text.
    await bar.getByRole("button", { name: t.mobile.add }).click();
    const sheet = page.getByTestId("mobile-sheet");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: t.toolbar.addText }).click();
    await expect.poll(async () => (await elementRects(page)).rects.length).toBe(1);
    await expect(sheet).toBeHidden();
    // The layers open in the sheet too, and its close button puts it away.
    await bar.getByRole("button", { name: t.mobile.layers }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: t.mobile.close }).click();
    await expect(sheet).toBeHidden();
  });
});
