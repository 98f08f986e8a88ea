import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { en } from "./messages";

/**
 * What the editor's journeys share: opening a new design, reading it back as the
 * shop saved it (GET /api/box_designs/{id}), and finding the design's elements
 * and the selection's handles on the Konva stage (editor/canvas2d/README.md), in
 * page pixels, so a test presses and drags them as a shopper does.
 */

const port = Number(process.env.PORT || 3100);
export const origin = `http://localhost:${port}`;
export const MAILER = "mailer-box-full-color-200x150x70";
export const t = en.Editor;

export interface SavedElement {
  id: string;
  type: "text" | "image" | "shape" | "qr";
  x: number;
  y: number;
  width: number;
  height: number;
  opacity: number;
  name?: string;
  groupId?: string;
  text?: string;
  fontSize?: number;
  letterSpacing?: number;
  align?: string;
  fileId?: string;
  crop?: { x: number; y: number; width: number; height: number };
  flipX?: true;
  flipY?: true;
  data?: string;
  color?: string;
  background?: string | null;
  shape?: string;
}

export interface SavedDocument {
  model: string;
  inside: { length: number; width: number; height: number };
  sides: Partial<Record<string, { background: string | null; elements: SavedElement[] }>>;
}

export interface SavedDesign {
  id: number;
  sku: string;
  updated_at: string;
  document: SavedDocument;
}

export async function apiToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(origin)).find((entry) => entry.name === "api-token");
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

export async function savedDesign(page: Page, id: number): Promise<SavedDesign> {
  const response = await page.request.get(`${origin}/api/box_designs/${id}`, { headers: { "X-Api-Token": await apiToken(page) } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedDesign;
}

/** The elements of one side as the shop has them now (the editor saves 1.5 s after the last change). */
export async function savedElements(page: Page, id: number, side = "front"): Promise<SavedElement[]> {
  return (await savedDesign(page, id)).document.sides[side]?.elements ?? [];
}

/** Waits until what the shop saved satisfies `check` (autosave, a few seconds on a loaded machine). */
export async function expectSaved<T>(page: Page, id: number, read: (design: SavedDesign) => T, check: (value: T) => void): Promise<T> {
  let last: T | undefined;
  await expect(async () => {
    last = read(await savedDesign(page, id));
    check(last);
  }).toPass({ timeout: 20_000, intervals: [500, 1000] });
  return last!;
}

/** A new design of `sku` from the editor's address (or the address given), once the shop has it. */
export async function openEditor(page: Page, query = `sku=${MAILER}&quantity=100`): Promise<number> {
  await page.goto(`${origin}/box/design?${query}`);
  return editorOpened(page);
}

/** The editor that opened in this page: its design's id, once it is saved and drawn. */
export async function editorOpened(page: Page): Promise<number> {
  await expect(page).toHaveURL(/[?&]design_id=\d+/, { timeout: 30_000 });
  await expect(page.getByTestId("design-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  return Number(new URL(page.url()).searchParams.get("design_id"));
}

export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const centreOf = (rect: PageRect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

/** The stage of the editor's 2D canvas (not the stages exports draw on), and page coordinates of what is on it. */
export async function stageFacts(page: Page) {
  return page.evaluate(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Node = { id(): string; name(): string; getClassName(): string; getClientRect(): Rect; isVisible(): boolean };
    type Stage = { container(): HTMLElement; find(selector: string): Node[] };
    const konva = (window as unknown as { Konva?: { stages: Stage[] } }).Konva;
    const stage = konva?.stages.find((candidate) => candidate.container().closest('[data-testid="design-canvas"]'));
    if (!stage) return { elements: [], anchors: {}, warnings: [] };
    const box = stage.container().getBoundingClientRect();
    const onPage = (rect: Rect): Rect => ({ x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height });
    const elements = stage.find(".design-element").map((node) => ({ id: node.id(), className: node.getClassName(), rect: onPage(node.getClientRect()) }));
    const anchors: Record<string, Rect> = {};
    for (const transformer of stage.find("Transformer")) {
      if (!transformer.isVisible()) continue;
      for (const anchor of (transformer as unknown as { find(selector: string): Node[] }).find("._anchor")) {
        if (anchor.isVisible()) anchors[anchor.name().split(" ")[0]!] = onPage(anchor.getClientRect());
      }
    }
    const warnings = stage
      .find(".warning-marker")
      .filter((node) => node.isVisible())
      .map((node) => node.id());
    return { elements, anchors, warnings };
  });
}

/**
 * Scrolls the 2D canvas into the window when a press elsewhere (a layer's row, a
 * panel's field) scrolled it away: the mouse only reaches what is on screen.
 */
export async function canvasInView(page: Page) {
  await page.getByTestId("design-canvas").getByRole("application").scrollIntoViewIfNeeded();
}

/** Where one of the selection's handles (`bottom-right`, `middle-left`, `rotater`...) is on the page. */
export async function handleRect(page: Page, name: string): Promise<PageRect> {
  await canvasInView(page);
  let rect: PageRect | undefined;
  await expect(async () => {
    rect = (await stageFacts(page)).anchors[name];
    expect(rect, `the ${name} handle`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return rect!;
}

export async function elementRect(page: Page, id: string): Promise<PageRect> {
  await canvasInView(page);
  let rect: PageRect | undefined;
  await expect(async () => {
    rect = (await stageFacts(page)).elements.find((element) => element.id === id)?.rect;
    expect(rect, `element ${id} on the stage`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return rect!;
}

/** Presses an element on the canvas, with modifiers, at its middle (or `at`, fractions of its box). */
export async function pressElement(page: Page, id: string, options: { shift?: boolean; double?: boolean; at?: { x: number; y: number } } = {}) {
  const rect = await elementRect(page, id);
  const at = options.at ?? { x: 0.5, y: 0.5 };
  const point = { x: rect.x + rect.width * at.x, y: rect.y + rect.height * at.y };
  if (options.shift) await page.keyboard.down("Shift");
  if (options.double) await page.mouse.dblclick(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  if (options.shift) await page.keyboard.up("Shift");
}

/** A mouse drag in small steps, as a hand moves (Konva starts a drag after a few pixels). */
export async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }, modifiers: ("Alt" | "Shift")[] = []) {
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 4, from.y + by.y / 4, { steps: 4 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 });
  await page.mouse.up();
  for (const key of modifiers) await page.keyboard.up(key);
}

/** Drags an element by its middle; Alt moves it freely (no snapping). */
export async function dragElement(page: Page, id: string, by: { x: number; y: number }) {
  await drag(page, centreOf(await elementRect(page, id)), by, ["Alt"]);
}

/** The ids of the side's elements as the stage draws them, bottom first. */
export async function stageIds(page: Page): Promise<string[]> {
  return (await stageFacts(page)).elements.map((element) => element.id);
}

/** A picture of two flat colours (any print's colour limit takes it), `width` x `height` pixels. */
export async function twoColourPng(width: number, height: number, colours: [string, string] = ["#1b6ac9", "#d0312d"]): Promise<Buffer> {
  const inner = await sharp({ create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: colours[1] } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colours[0] } })
    .composite([{ input: inner, left: Math.round(width / 4), top: Math.round(height / 4) }])
    .png()
    .toBuffer();
}

/** Uploads a picture through the toolbar's own file picker (or the button given, such as "Replace image"). */
export async function uploadThrough(page: Page, button: ReturnType<Page["getByRole"]>, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name: file.name, mimeType: "image/png", buffer: file.buffer });
}

export function toolbar(page: Page) {
  return page.getByRole("toolbar", { name: t.toolbar.label });
}

export function properties(page: Page) {
  return page.getByRole("region", { name: t.properties.title });
}

export function layerRows(page: Page) {
  return page.getByRole("region", { name: t.layers.title }).getByRole("listitem");
}

/** A layer's name button in the layers list (its name is the text, the file, the kind...). */
export function layer(page: Page, name: string | RegExp) {
  return page
    .getByRole("region", { name: t.layers.title })
    .getByRole("button", { name: typeof name === "string" ? name : name, exact: typeof name === "string" ? true : undefined });
}
