import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  canvasInView,
  centreOf,
  drag,
  dragElement,
  elementRect,
  expectSaved,
  handleRect,
  layer,
  layerRows,
  openEditor,
  pressElement,
  properties,
  savedElements,
  stageFacts,
  stageIds,
  t,
  toolbar,
  twoColourPng,
  uploadThrough,
  type SavedElement,
} from "./editor-steps";

/**
 * The editor's tools in Chromium against the production build, each used as a
 * shopper uses it on a mailer's front: a text edited where it stands, pictures
 * cropped, flipped, faded and replaced, several elements arranged at once,
 * snapping, the print check and a limited print's colours, templates and a QR
 * code. Each journey asserts what the shopper sees and what the shop saved
 * (GET /api/box_designs/{id}).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

const byId = (elements: SavedElement[], id: string) => elements.find((element) => element.id === id)!;

test("a text is edited where it stands, grows from its corner, and takes letter spacing and alignment from the panel", async ({ page }) => {
  test.setTimeout(120_000);
  const designId = await openEditor(page);
  await toolbar(page).getByRole("button", { name: t.toolbar.addText, exact: true }).click();
  await expect(layer(page, t.layers.text.replace("{text}", t.toolbar.newText))).toBeVisible();
  await expect.poll(() => stageIds(page)).toHaveLength(1);
  const [id] = await stageIds(page);
  const added = (
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front?.elements ?? [],
      (elements) => expect(elements).toHaveLength(1),
    )
  )[0]!;
  const inPlace = page.getByTestId("text-in-place");
  const words = t.layers.text.replace("{text}", "Fresh from the oven");

  await test.step("double-click, type, Enter for a new line, Ctrl+Enter keeps the words", async () => {
    await pressElement(page, id!, { double: true });
    await expect(inPlace).toBeFocused();
    // The field opens with its words selected: typing replaces them.
    await page.keyboard.type("Fresh from");
    await page.keyboard.press("Enter");
    await page.keyboard.type("the oven");
    await expect(inPlace).toHaveValue("Fresh from\nthe oven");
    await page.keyboard.press("Control+Enter");
    await expect(inPlace).toHaveCount(0);
    await expect(layer(page, words)).toBeVisible();
    const saved = await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id!),
      (element) => expect(element.text).toBe("Fresh from\nthe oven"),
    );
    // The box grew to hold the second line.
    expect(saved.height).toBeGreaterThan(added.height * 1.5);
  });

  await test.step("Enter on the selected text opens it; Escape keeps the words typed, and Undo brings the old ones back", async () => {
    // A press selects the text and focuses the canvas, where Enter opens the words.
    await pressElement(page, id!);
    await page.keyboard.press("Enter");
    await expect(inPlace).toBeFocused();
    await page.keyboard.type("Baked at dawn");
    await page.keyboard.press("Escape");
    await expect(inPlace).toHaveCount(0);
    // As in other design tools, Escape finishes editing: nothing typed is lost (ADR 0049).
    await expect(layer(page, t.layers.text.replace("{text}", "Baked at dawn"))).toBeVisible();
    await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id!),
      (element) => expect(element.text).toBe("Baked at dawn"),
    );
    // The whole visit is one step back.
    await toolbar(page).getByRole("button", { name: t.toolbar.undo, exact: true }).click();
    await expect(layer(page, words)).toBeVisible();
    await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id!),
      (element) => expect(element.text).toBe("Fresh from\nthe oven"),
    );
  });

  await test.step("the corner handle makes the letters larger", async () => {
    const before = byId(await savedElements(page, designId), id!);
    await layer(page, words).click();
    await drag(page, centreOf(await handleRect(page, "bottom-right")), { x: 60, y: 30 });
    const after = await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id!),
      (element) => expect(element.fontSize!).toBeGreaterThan(before.fontSize! * 1.1),
    );
    // The words are the same, only larger: the panel shows the new size.
    expect(after.text).toBe("Fresh from\nthe oven");
    await expect(properties(page).getByLabel(t.properties.fontSize)).toHaveValue(String(after.fontSize));
  });

  await test.step("letter spacing and alignment from the panel", async () => {
    const spacing = properties(page).getByLabel(t.properties.letterSpacing);
    await spacing.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
    await expect(spacing).toHaveAttribute("aria-valuetext", "30");
    const alignment = properties(page).getByRole("group", { name: t.properties.align });
    await alignment.getByRole("button", { name: t.properties.alignments.left, exact: true }).click();
    await expect(alignment.getByRole("button", { name: t.properties.alignments.left, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id!),
      (element) => expect(element).toMatchObject({ letterSpacing: 0.03, align: "left" }),
    );
  });
});

test("a picture is named after its file, cropped, flipped, faded and replaced in its place", async ({ page }) => {
  test.setTimeout(120_000);
  const designId = await openEditor(page);
  // Large enough to print sharply at the size it is placed: no resolution warning.
  await uploadThrough(page, toolbar(page).getByRole("button", { name: t.toolbar.uploadImage, exact: true }), {
    name: "crate-logo.png",
    buffer: await twoColourPng(1600, 800),
  });
  await expect(layer(page, "crate-logo.png")).toBeVisible({ timeout: 30_000 });
  const [uploaded] = await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => expect(elements).toEqual([expect.objectContaining({ type: "image", name: "crate-logo.png", fileId: expect.any(String) })]),
  );
  const id = uploaded!.id;
  await expect(page.getByTestId("check-panel").locator('li[data-kind="lowResolution"]')).toHaveCount(0);
  await layer(page, "crate-logo.png").click();

  await test.step("crop from the panel keeps the rest of the picture where it was", async () => {
    await properties(page).getByLabel(t.properties.cropEdges.left).fill("20");
    const cropped = await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id),
      (element) => expect(element.crop?.x).toBeCloseTo(0.2, 3),
    );
    expect(cropped.crop!.width).toBeCloseTo(0.8, 3);
    // The visible part stays put: the box lost its left fifth.
    expect(cropped.x + cropped.width).toBeCloseTo(uploaded!.x + uploaded!.width, 1);
    expect(cropped.width).toBeCloseTo(uploaded!.width * 0.8, 1);
  });

  await test.step("double-click crops on the canvas with handles, Escape ends it", async () => {
    await pressElement(page, id, { double: true });
    await expect(page.getByTestId("crop-in-place")).toBeVisible();
    const handle = (await page.getByTestId("crop-handle-right").boundingBox())!;
    await drag(page, centreOf(handle), { x: -40, y: 0 });
    await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id).crop!,
      (crop) => {
        expect(crop.x).toBeCloseTo(0.2, 3);
        expect(crop.width).toBeLessThan(0.75);
      },
    );
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("crop-in-place")).toHaveCount(0);
  });

  await test.step("flip and opacity", async () => {
    await layer(page, "crate-logo.png").click();
    const flip = properties(page).getByRole("button", { name: t.properties.flipHorizontal, exact: true });
    await flip.click();
    await expect(flip).toHaveAttribute("aria-pressed", "true");
    const opacity = properties(page).getByLabel(t.properties.opacity);
    await opacity.focus();
    // A page step of a range is a tenth of it: 100 % to 50 %.
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("PageDown");
    await expect(opacity).toHaveAttribute("aria-valuetext", "50 %");
    await expectSaved(
      page,
      designId,
      (design) => byId(design.document.sides.front!.elements, id),
      (element) => expect(element).toMatchObject({ flipX: true, opacity: 0.5 }),
    );
  });

  await test.step("Replace image puts another picture in the same box, named after the new file", async () => {
    const before = byId(await savedElements(page, designId), id);
    await uploadThrough(page, properties(page).getByRole("button", { name: t.properties.replaceImage, exact: true }), {
      name: "stamp.png",
      buffer: await twoColourPng(1200, 1200, ["#2e7d32", "#ffffff"]),
    });
    await expect(layer(page, "stamp.png")).toBeVisible({ timeout: 30_000 });
    await expect(layer(page, "crate-logo.png")).toHaveCount(0);
    await expect(layerRows(page)).toHaveCount(1);
    const replaced = await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => expect(elements).toEqual([expect.objectContaining({ id, name: "stamp.png" })]),
    );
    const [element] = replaced;
    expect(element!.fileId).not.toBe(before.fileId);
    expect(element).toMatchObject({ x: before.x, y: before.y, width: before.width, height: before.height, flipX: true, opacity: 0.5 });
  });
});

test("several elements are selected with Shift, aligned, distributed and grouped; undo and redo walk back and forth", async ({ page }) => {
  test.setTimeout(120_000);
  const designId = await openEditor(page);
  const shapes = toolbar(page).getByRole("group", { name: t.toolbar.shapes });
  // Each new shape lands in the middle: moved aside before the next one comes.
  await shapes.getByRole("button", { name: t.toolbar.shape.rect, exact: true }).click();
  await expect.poll(() => stageIds(page)).toHaveLength(1);
  const [rect] = await stageIds(page);
  await dragElement(page, rect!, { x: -220, y: -15 });
  await shapes.getByRole("button", { name: t.toolbar.shape.ellipse, exact: true }).click();
  await expect.poll(() => stageIds(page)).toHaveLength(2);
  const ellipse = (await stageIds(page))[1]!;
  await shapes.getByRole("button", { name: t.toolbar.shape.star, exact: true }).click();
  await expect.poll(() => stageIds(page)).toHaveLength(3);
  const star = (await stageIds(page))[2]!;
  await dragElement(page, star, { x: 120, y: 15 });
  const ids = [rect!, ellipse, star];
  const placed = await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => {
      expect(elements.map((element) => element.id)).toEqual(ids);
      expect(byId(elements, rect!).y).toBeLessThan(byId(elements, ellipse).y - 1);
      expect(byId(elements, star).x).toBeGreaterThan(byId(elements, ellipse).x + 10);
    },
  );
  const pressed = page.getByRole("region", { name: t.layers.title }).locator('button[aria-pressed="true"]');

  await test.step("Shift-click adds to the selection", async () => {
    await pressElement(page, rect!);
    await pressElement(page, ellipse, { shift: true });
    await pressElement(page, star, { shift: true });
    await expect(properties(page).getByText(t.properties.several.replace("{count}", "3"))).toBeVisible();
    await expect(pressed).toHaveCount(3);
  });

  const arrange = page.getByTestId("arrange-panel");
  const gaps = (elements: SavedElement[]) => {
    const [a, b, c] = ids.map((each) => byId(elements, each));
    return [b!.x - (a!.x + a!.width), c!.x - (b!.x + b!.width)];
  };
  let aligned: SavedElement[] = [];
  let distributed: SavedElement[] = [];
  let grouped: SavedElement[] = [];

  await test.step("align their tops, then space them evenly across", async () => {
    await arrange.getByRole("button", { name: t.selection.alignEdge.top, exact: true }).click();
    aligned = await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => {
        const tops = elements.map((element) => element.y);
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(0.01);
      },
    );
    expect(Math.min(...aligned.map((element) => element.y))).toBeCloseTo(Math.min(...placed.map((element) => element.y)), 1);
    const [left, right] = gaps(aligned);
    expect(Math.abs(left! - right!)).toBeGreaterThan(5);
    await arrange.getByRole("button", { name: t.selection.distributeAxis.horizontal, exact: true }).click();
    distributed = await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => {
        const [a, b] = gaps(elements);
        expect(a!).toBeCloseTo(b!, 1);
      },
    );
    // The outer two stay where they were.
    expect(byId(distributed, rect!).x).toBeCloseTo(byId(aligned, rect!).x, 2);
    expect(byId(distributed, star).x).toBeCloseTo(byId(aligned, star).x, 2);
  });

  await test.step("group them: a press on one selects the group", async () => {
    await arrange.getByRole("button", { name: t.selection.group, exact: true }).click();
    grouped = await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => {
        expect(elements.every((element) => element.groupId && element.groupId === elements[0]!.groupId)).toBe(true);
      },
    );
    await expect(layerRows(page).filter({ hasText: t.selection.inGroup })).toHaveCount(3);
    // A press on empty space clears the selection; a press on one of the group takes all three.
    await canvasInView(page);
    const stage = (await page.getByTestId("design-canvas").getByRole("application").boundingBox())!;
    await page.mouse.click(stage.x + 8, stage.y + 8);
    await expect(pressed).toHaveCount(0);
    await pressElement(page, ellipse);
    await expect(pressed).toHaveCount(3);
  });

  await test.step("undo takes back the group, then the spacing; redo brings both back", async () => {
    const undo = toolbar(page).getByRole("button", { name: t.toolbar.undo, exact: true });
    const redo = toolbar(page).getByRole("button", { name: t.toolbar.redo, exact: true });
    await undo.click();
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => expect(elements).toEqual(distributed),
    );
    await expect(layerRows(page).filter({ hasText: t.selection.inGroup })).toHaveCount(0);
    await undo.click();
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => expect(elements).toEqual(aligned),
    );
    await redo.click();
    await redo.click();
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements,
      (elements) => expect(elements).toEqual(grouped),
    );
    await expect(layerRows(page).filter({ hasText: t.selection.inGroup })).toHaveCount(3);
  });
});

test("the print check lists an element crossing the safe zone and the edge, marks it on the canvas, and warns of a low-resolution picture", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const designId = await openEditor(page);
  const check = page.getByTestId("check-panel");
  await expect(check.getByText(t.warnings.none)).toBeVisible();
  await toolbar(page).getByRole("group", { name: t.toolbar.shapes }).getByRole("button", { name: t.toolbar.shape.rect, exact: true }).click();
  await expect.poll(() => stageIds(page)).toHaveLength(1);
  const [id] = await stageIds(page);
  const [added] = await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => expect(elements).toHaveLength(1),
  );
  const pxPerMm = (await elementRect(page, id!)).width / added!.width;
  const kinds = () => check.locator("li[data-kind]").evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")));

  await test.step("inside the panel but past the safe zone", async () => {
    // 1.5 mm from the panel's left edge: the safe zone is 3 mm.
    await dragElement(page, id!, { x: -(added!.x - 1.5) * pxPerMm, y: 0 });
    await expect.poll(kinds).toEqual(["safeZone"]);
    await expect(check.getByText(t.warnings.safeZone)).toBeVisible();
    await expect.poll(async () => (await stageFacts(page)).warnings).toEqual([`warning-${id}`]);
    await expectSaved(
      page,
      designId,
      (design) => design.document.sides.front!.elements[0]!,
      (element) => expect(element.x).toBeCloseTo(1.5, 0),
    );
  });

  await test.step("over the panel's edge", async () => {
    await dragElement(page, id!, { x: -8 * pxPerMm, y: 0 });
    await expect.poll(kinds).not.toEqual(["safeZone"]);
    const found = await kinds();
    expect(found.some((kind) => kind === "cut" || kind === "fold")).toBe(true);
    await expect.poll(async () => (await stageFacts(page)).warnings).toEqual([`warning-${id}`]);
    // Pressing the warning selects what it is about.
    await page.keyboard.press("Escape");
    await check.locator("li[data-kind] button").first().click();
    await expect(layer(page, t.layers.shape.rect)).toHaveAttribute("aria-pressed", "true");
  });

  await test.step("back in the middle, nothing to check", async () => {
    const rect = await elementRect(page, id!);
    const stage = await page.getByTestId("design-canvas").getByRole("application").boundingBox();
    await drag(page, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, { x: stage!.x + stage!.width / 2 - (rect.x + rect.width / 2), y: 0 }, [
      "Alt",
    ]);
    await expect(check.getByText(t.warnings.none)).toBeVisible();
    await expect.poll(async () => (await stageFacts(page)).warnings).toEqual([]);
  });

  await test.step("a small picture printed large", async () => {
    await uploadThrough(page, toolbar(page).getByRole("button", { name: t.toolbar.uploadImage, exact: true }), {
      name: "small-logo.png",
      buffer: await twoColourPng(160, 80),
    });
    await expect(layer(page, "small-logo.png")).toBeVisible({ timeout: 30_000 });
    const warning = check.locator('li[data-kind="lowResolution"]');
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText("small-logo.png");
    await expect(warning).toContainText(/Low resolution: \d+ dpi/);
    const picture = (await stageIds(page))[1]!;
    await expect.poll(async () => (await stageFacts(page)).warnings).toContain(`warning-${picture}`);
  });
});

test("a dragged element snaps to the panel's centre line with a guide showing, and Alt moves it freely", async ({ page }) => {
  test.setTimeout(90_000);
  const designId = await openEditor(page);
  await toolbar(page).getByRole("group", { name: t.toolbar.shapes }).getByRole("button", { name: t.toolbar.shape.rect, exact: true }).click();
  await expect.poll(() => stageIds(page)).toHaveLength(1);
  const [id] = await stageIds(page);
  const [centred] = await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => expect(elements).toHaveLength(1),
  );
  const pxPerMm = (await elementRect(page, id!)).width / centred!.width;
  const guides = () =>
    page.evaluate(() => {
      type Node = { getChildren(): unknown[]; container(): HTMLElement; findOne(selector: string): Node | undefined };
      const konva = (window as unknown as { Konva?: { stages: Node[] } }).Konva;
      const stage = konva?.stages.find((candidate) => candidate.container().closest('[data-testid="design-canvas"]'));
      return stage?.findOne(".snap-guides")?.getChildren().length ?? 0;
    });

  // Away from the middle, freely; then back to half a millimetre short of it, by hand: the snap finishes the move.
  await dragElement(page, id!, { x: -30 * pxPerMm, y: 0 });
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front!.elements[0]!,
    (element) => expect(element.x).toBeCloseTo(centred!.x - 30, 0),
  );
  const from = centreOf(await elementRect(page, id!));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10 * pxPerMm, from.y, { steps: 4 });
  await page.mouse.move(from.x + 29.5 * pxPerMm, from.y, { steps: 8 });
  await expect.poll(guides).toBeGreaterThan(0);
  await page.mouse.up();
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front!.elements[0]!,
    (element) => expect(element.x).toBeCloseTo(centred!.x, 1),
  );
  await expect.poll(guides, { timeout: 5_000 }).toBe(0);

  // With Alt the same small move is not pulled back.
  await dragElement(page, id!, { x: 1 * pxPerMm, y: 0 });
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front!.elements[0]!,
    (element) => expect(element.x - centred!.x).toBeGreaterThan(0.5),
  );
});

/** A picture of `count` colours, one per column: more than a limited print takes. */
async function manyColourPng(count: number): Promise<Buffer> {
  const width = count;
  const height = 40;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 37) % 256;
      pixels[offset + 1] = (x * 91) % 256;
      pixels[offset + 2] = (x * 13) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test("where the print mode takes 32 colours, an upload with more is refused with the reason, and a two-colour one is placed", async ({ page }) => {
  test.setTimeout(90_000);
  const designId = await openEditor(page, "sku=mailer-box-eco-color-200x150x70&quantity=100");
  const upload = toolbar(page).getByRole("button", { name: t.toolbar.uploadImage, exact: true });
  await uploadThrough(page, upload, { name: "photo.png", buffer: await manyColourPng(120) });
  const refusal = page.getByRole("alert").filter({ hasText: t.upload.errors.too_many_colours.replace(/\{count\}.*$/, "") });
  await expect(refusal).toContainText(/This file has \d+ colours, but this print can use at most 32\./, { timeout: 30_000 });
  await expect(layerRows(page)).toHaveCount(0);
  await uploadThrough(page, upload, { name: "logo.png", buffer: await twoColourPng(1600, 800) });
  await expect(layer(page, "logo.png")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("check-panel").locator('li[data-kind="tooManyColours"]')).toHaveCount(0);
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => expect(elements).toEqual([expect.objectContaining({ type: "image", name: "logo.png" })]),
  );
});

test("a template applied to a mailer puts its elements on the box, saved; another asks first, and undo brings the first back", async ({ page }) => {
  test.setTimeout(120_000);
  const designId = await openEditor(page);
  const templates = page.getByTestId("templates-panel");
  const use = (name: string) => templates.getByRole("button", { name: t.templatesPanel.use.replace("{name}", name), exact: true });

  await use(t.templates.studio.headline).click();
  await expect.poll(async () => (await stageIds(page)).length).toBeGreaterThan(1);
  await expect(layer(page, t.layers.text.replace("{text}", t.templates.studio.headline))).toBeVisible();
  const studio = await expectSaved(
    page,
    designId,
    (design) => design.document,
    (document) => expect(document.sides.front?.elements.some((element) => element.text === t.templates.studio.headline)).toBe(true),
  );
  // The stage draws what was saved; the template dresses more than the front.
  expect(await stageIds(page)).toEqual(studio.sides.front!.elements.map((element) => element.id));
  expect(Object.values(studio.sides).filter((side) => side && (side.elements.length > 0 || side.background)).length).toBeGreaterThan(1);

  await use(t.templates.bakery.headline).click();
  const dialog = page.getByRole("dialog", { name: t.templatesPanel.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t.templatesPanel.confirm, exact: true }).click();
  await expect(layer(page, t.layers.text.replace("{text}", t.templates.bakery.headline))).toBeVisible();
  await expectSaved(
    page,
    designId,
    (design) => design.document,
    (document) => expect(document.sides.front?.elements.some((element) => element.text === t.templates.bakery.headline)).toBe(true),
  );

  await toolbar(page).getByRole("button", { name: t.toolbar.undo, exact: true }).click();
  await expect(layer(page, t.layers.text.replace("{text}", t.templates.studio.headline))).toBeVisible();
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides,
    (sides) => expect(sides).toEqual(studio.sides),
  );
});

test("a QR code is added with the shopper's web address and saved; the tools' icons are drawings", async ({ page }) => {
  test.setTimeout(90_000);
  const designId = await openEditor(page);
  const address = "https://boxwright.eu/hi";
  await toolbar(page).getByRole("button", { name: t.qr.add, exact: true }).click();
  const field = properties(page).getByLabel(t.qr.data);
  // The example address is selected, ready to be typed over.
  await expect(field).toBeFocused();
  await page.keyboard.type(address);
  await expect(field).toHaveValue(address);
  await field.blur();
  await expect(layer(page, t.layers.qr.replace("{data}", address))).toBeVisible();
  await expect.poll(async () => (await stageFacts(page)).elements.map((element) => element.className)).toEqual(["Shape"]);
  await expectSaved(
    page,
    designId,
    (design) => design.document.sides.front?.elements ?? [],
    (elements) => expect(elements).toEqual([expect.objectContaining({ type: "qr", data: address, color: "#000000", background: "#ffffff" })]),
  );
  // The tools' icons are drawn, not glyphs a font may lack: each tool and layer action shows a drawing.
  const icons = page.getByRole("toolbar", { name: t.toolbar.label }).getByRole("button").or(layerRows(page).locator("button[aria-label]"));
  const drawn = await icons.evaluateAll((buttons) =>
    buttons.map((button) => {
      const svg = button.querySelector("svg");
      const box = svg?.getBoundingClientRect();
      return { name: button.getAttribute("aria-label") ?? button.textContent?.trim(), drawn: Boolean(box && box.width > 0 && box.height > 0) };
    }),
  );
  expect(drawn.length).toBeGreaterThan(10);
  expect(drawn.filter((button) => !button.drawn)).toEqual([]);
  // Square, about 2 cm or more: large enough for a phone to read.
  const [code] = await savedElements(page, designId);
  expect(code!.width).toBe(code!.height);
  expect(code!.width).toBeGreaterThanOrEqual(20);
});
