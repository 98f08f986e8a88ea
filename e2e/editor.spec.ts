import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { en } from "./messages";

/**
 * The box design editor in Chromium against the production build: a mailer box
 * designed from the product's address (text and an uploaded picture on the
 * front, undo and redo, the 3D preview, saving, a reload) and put into the cart;
 * and the storefront's pages, which must not load the editor's Konva or three.js.
 */

const port = Number(process.env.PORT || 3100);
const origin = `http://localhost:${port}`;
const MAILER = "mailer-box-full-color-200x150x70";
const t = en.Editor;

/** What a browser test can see of the 2D canvas's Konva stage (editor/canvas2d/README.md). */
interface StageElement {
  id: string;
  className: string;
  /** Natural width of an image node's picture; 0 while it shows the placeholder. */
  pictureWidth: number;
}

async function stageElements(page: Page): Promise<StageElement[]> {
  return page.evaluate(() => {
    type Node = { id(): string; getClassName(): string; getAttr(name: string): unknown };
    type Stage = { container(): HTMLElement; find(selector: string): Node[] };
    const konva = (window as unknown as { Konva?: { stages: Stage[] } }).Konva;
    // Exports draw on stages of their own, outside the page.
    const stage = konva?.stages.find((candidate) => candidate.container().closest('[data-testid="design-canvas"]'));
    if (!stage) return [];
    return stage.find(".design-element").map((node) => {
      const picture = node.getAttr("image") as { naturalWidth?: number } | undefined;
      return { id: node.id(), className: node.getClassName(), pictureWidth: picture?.naturalWidth ?? 0 };
    });
  });
}

/** Two flat colours: an upload the print accepts whatever its colour limit. */
async function logoPng(): Promise<Buffer> {
  const square = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#d0312d" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 240, height: 120, channels: 3, background: "#1b6ac9" } })
    .composite([{ input: square, left: 20, top: 20 }])
    .png()
    .toBuffer();
}

async function apiToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(origin)).find((entry) => entry.name === "api-token");
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

interface SavedDesign {
  id: number;
  design_status: string;
  thumbnail_url: string | null;
  updated_at: string;
  document: { sides: { front?: { elements: { id: string; type: string; text?: string; fileId?: string }[] } } };
}

async function savedDesign(page: Page, id: number): Promise<SavedDesign> {
  const response = await page.request.get(`${origin}/api/box_designs/${id}`, { headers: { "X-Api-Token": await apiToken(page) } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedDesign;
}

test("a mailer box designed with text and a picture, checked in 3D, saved, reopened and put into the cart", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/box/design?sku=${MAILER}&quantity=100`);

  // A new design is made for the sku, and its id replaces the product in the address.
  await expect(page).toHaveURL(/[?&]design_id=\d+/);
  const designId = Number(new URL(page.url()).searchParams.get("design_id"));
  await expect(page.getByTestId("design-canvas")).toBeVisible();
  await page.getByTestId("side-tab-front").click();
  await expect(page.getByTestId("side-tab-front")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-side", "front");

  const toolbar = page.getByRole("toolbar", { name: t.toolbar.label });
  const layers = page.getByRole("region", { name: t.layers.title }).getByRole("listitem");
  const textLayer = page.getByRole("button", { name: t.layers.text.replace("{text}", "Boxwright mailer"), exact: true });
  // A picture's layer is named after its file.
  const imageLayer = page.getByRole("button", { name: "logo.png", exact: true });

  // Text: added in the middle of the front and selected, then given its words.
  await toolbar.getByRole("button", { name: t.toolbar.addText, exact: true }).click();
  await expect(page.getByRole("button", { name: t.layers.text.replace("{text}", t.toolbar.newText), exact: true })).toBeVisible();
  const words = page.getByRole("region", { name: t.properties.title }).getByLabel(t.properties.text, { exact: true });
  await words.fill("Boxwright mailer");
  await words.blur();
  await expect(textLayer).toBeVisible();

  // A picture through the editor's own upload control.
  const chooser = page.waitForEvent("filechooser");
  await toolbar.getByRole("button", { name: t.toolbar.uploadImage, exact: true }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  await expect(imageLayer).toBeVisible({ timeout: 20_000 });
  await expect(layers).toHaveCount(2);
  await expect
    .poll(() => stageElements(page))
    .toEqual([
      { id: expect.any(String), className: "Text", pictureWidth: 0 },
      { id: expect.any(String), className: "Image", pictureWidth: 240 },
    ]);
  const ids = (await stageElements(page)).map((element) => element.id);

  // Undo takes the picture off, redo puts the same element back.
  await toolbar.getByRole("button", { name: t.toolbar.undo, exact: true }).click();
  await expect(imageLayer).toHaveCount(0);
  await expect(layers).toHaveCount(1);
  await expect.poll(async () => (await stageElements(page)).map((element) => element.id)).toEqual([ids[0]]);
  await toolbar.getByRole("button", { name: t.toolbar.redo, exact: true }).click();
  await expect(imageLayer).toBeVisible();
  await expect(layers).toHaveCount(2);
  await expect.poll(async () => (await stageElements(page)).map((element) => element.id)).toEqual(ids);

  // 3D: the folded box is drawn, and what is drawn is more than one flat colour.
  const stageSize = await page.getByTestId("design-canvas").getByRole("application").boundingBox();
  await page.getByTestId("mode-3d").click();
  const preview = page.getByTestId("box-preview-3d");
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => Number(await preview.getAttribute("data-frames")), { timeout: 20_000 }).toBeGreaterThan(0);
  // As large as the 2D stage it replaces (both follow their column, editor/shell/shell.module.css), not the canvas element's default 300 x 150.
  const previewSize = (await preview.boundingBox())!;
  expect(previewSize.width).toBeCloseTo(stageSize!.width, 0);
  expect(previewSize.height).toBeCloseTo(stageSize!.height, 0);
  // The fold animation draws frame after frame; the picture is read once it has settled.
  let frames = -1;
  await expect
    .poll(
      async () => {
        const now = Number(await preview.getAttribute("data-frames"));
        const settled = now === frames;
        frames = now;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  const { data } = await sharp(await preview.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i + 2 < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  expect(colours.size).toBeGreaterThan(16);
  await page.getByTestId("mode-2d").click();
  await expect(page.getByTestId("design-canvas")).toBeVisible();

  // Saved by hand (with a thumbnail), then read back from the API.
  // The state reads 'saved' while the thumbnail is drawn: the save to wait for is the one that sends it.
  const withThumbnail = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" &&
      response.url().endsWith(`/api/box_designs/${designId}`) &&
      Boolean((response.request().postDataJSON() as { box_design?: { thumbnail_file_id?: string } }).box_design?.thumbnail_file_id),
  );
  await page.getByRole("button", { name: t.save.button, exact: true }).click();
  expect((await withThumbnail).status()).toBe(200);
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  const before = await savedDesign(page, designId);
  expect(before.thumbnail_url).toContain(`/box_designs/${designId}/thumbnail`);
  const front = before.document.sides.front!.elements;
  expect(front.map((element) => element.id)).toEqual(ids);
  expect(front[0]).toMatchObject({ type: "text", text: "Boxwright mailer" });
  expect(front[1]).toMatchObject({ type: "image", fileId: expect.any(String) });

  // The design's own address opens the same design, picture and all, without saving anything.
  await page.goto(page.url());
  await expect(page.getByTestId("design-canvas")).toBeVisible();
  await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-side", "front");
  await expect(textLayer).toBeVisible();
  await expect(imageLayer).toBeVisible();
  await expect(layers).toHaveCount(2);
  await expect
    .poll(() => stageElements(page), { timeout: 20_000 })
    .toEqual([
      { id: ids[0], className: "Text", pictureWidth: 0 },
      { id: ids[1], className: "Image", pictureWidth: expect.any(Number) },
    ]);
  await expect.poll(async () => (await stageElements(page))[1]?.pictureWidth ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  expect(await savedDesign(page, designId)).toEqual(before);

  // Into the cart: the line carries the design, ready, with its thumbnail.
  // The small logo prints below 150 dpi: the shopper is asked before the cart, told where, and may go on.
  await page.getByTestId("order-panel").getByRole("button", { name: t.order.addToCart, exact: true }).click();
  const question = page.getByRole("dialog", { name: t.preflight.title });
  await expect(question).toBeVisible();
  await expect(question.getByRole("listitem")).toHaveText([
    t.preflight.side.replace("{side}", t.sides.front).replace("{things}", t.preflight.kinds.lowResolution),
  ]);
  await question.getByRole("button", { name: t.preflight.addAnyway, exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: en.Cart.lines.heading })).toBeVisible();
  const line = page.locator("li[data-line-id]").filter({ has: page.getByRole("heading", { name: en.Products["mailer-box-full-color"].name }) });
  await expect(line).toHaveCount(1);
  const thumbnail = line.locator("img");
  await expect(thumbnail).toHaveAttribute("src", new RegExp(`/box_designs/${designId}/thumbnail`));
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(line.getByText(en.Cart.lines.skippedDesign)).toHaveCount(0);

  const cart = await page.request.get(`${origin}/api/v2/orders/current`, { headers: { "X-Api-Token": await apiToken(page) } });
  expect(cart.status()).toBe(200);
  const { line_items } = (await cart.json()) as {
    line_items: { sku: string; quantity: number; box_design_id: number | null; box_design: { design_status: string } | null; skipped_design: boolean }[];
  };
  expect(line_items.filter((item) => item.box_design_id === designId)).toEqual([
    expect.objectContaining({ sku: MAILER, quantity: 100, box_design: { id: designId, design_status: "ready" }, skipped_design: false }),
  ]);
});

/** Strings that survive minification: Konva's global registration and three.js's. */
const MARKERS = {
  konva: ["Several Konva instances detected", "_injectGlobal"],
  three: ["__THREE__", "Multiple instances of Three.js being imported"],
};

/** Every script the page loads from here on, with its text. */
function scriptCollector(page: Page) {
  let bodies: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => ({ url: response.url(), text: "" }),
      ),
    );
  });
  return {
    /** The scripts loaded since the last call, with the libraries found in each. */
    async take() {
      const taken = await Promise.all(bodies);
      bodies = [];
      return taken.map(({ url, text }) => ({
        url,
        found: Object.entries(MARKERS)
          .filter(([, strings]) => strings.some((marker) => text.includes(marker)))
          .map(([library]) => library),
      }));
    },
  };
}

test("the storefront loads neither Konva nor three.js; the editor's first load has Konva without three.js, which comes once idle or when 3D is opened", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scripts = scriptCollector(page);

  for (const path of ["/", "/products/mailer-box-full-color"]) {
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Links in view are prefetched when the browser is idle: they count as what the page loads.
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    const loaded = await scripts.take();
    expect(loaded.length, `scripts loaded by ${path}`).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.found.length > 0)).toEqual([]);
  }

  // The same check finds both libraries where they belong, so it cannot pass by finding nothing.
  const editorPath = `${origin}/box/design?sku=${MAILER}&quantity=100`;
  await page.goto(editorPath);
  await expect(page.getByTestId("design-canvas")).toBeVisible();
  // The editor's first load: the scripts its HTML names. three.js is not among them; the editor may fetch
  // the 3D chunk in its first idle moment after the canvas is up (use-idle-preload.ts), or when 3D is opened.
  const html = await (await page.request.get(editorPath)).text();
  const firstLoad = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&"), origin).href));
  const editor = await scripts.take();
  expect(editor.filter((script) => firstLoad.has(script.url)).length, "the editor's first load is seen").toBeGreaterThan(0);
  expect(editor.filter((script) => script.found.includes("konva"))).not.toEqual([]);
  expect(editor.filter((script) => firstLoad.has(script.url) && script.found.includes("three"))).toEqual([]);

  await page.getByTestId("mode-3d").click();
  await expect.poll(async () => Number(await page.getByTestId("box-preview-3d").getAttribute("data-frames")), { timeout: 20_000 }).toBeGreaterThan(0);
  expect([...editor, ...(await scripts.take())].filter((script) => script.found.includes("three"))).not.toEqual([]);
});
