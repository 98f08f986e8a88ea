import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { editorOpened, origin, t } from "./editor-steps";

/**
 * What a shopper sees of the product itself: the 3D view (and the PNG mockup
 * saved from it) framed on the product, a tape roll as much as a box or a bag,
 * and the templates panel showing each template's own design (ADR 0052).
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Where the picture is in a PNG: the box round every pixel that is not the background (its top-left pixel). */
async function pictureBox(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const background = [data[0]!, data[1]!, data[2]!];
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (Math.abs(data[i]! - background[0]!) + Math.abs(data[i + 1]! - background[1]!) + Math.abs(data[i + 2]! - background[2]!) > 24) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  expect(right, "something is drawn").toBeGreaterThan(left);
  return {
    centreX: (left + right) / 2 / width,
    centreY: (top + bottom) / 2 / height,
    shareX: (right - left) / width,
    shareY: (bottom - top) / height,
  };
}

async function mockup(page: Page): Promise<Buffer> {
  await page.getByTestId("mode-3d").click();
  const preview = page.getByTestId("box-preview-3d");
  await expect.poll(async () => Number(await preview.getAttribute("data-frames")), { timeout: 30_000 }).toBeGreaterThan(0);
  const button = page.getByRole("button", { name: t.downloads.mockup, exact: true });
  await button.scrollIntoViewIfNeeded();
  const download = page.waitForEvent("download");
  await button.click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const PRODUCTS = [
  ["printed tape", "/editor/product/design?sku=packing-tape-66000x48&quantity=100"],
  ["paper bag", "/editor/product/design?sku=paper-bag-240x110x310&quantity=100"],
  ["mailer box", "/box/design?sku=mailer-box-full-color-200x150x70&quantity=100"],
] as const;

for (const [name, path] of PRODUCTS) {
  test(`the ${name}'s 3D view and its PNG mockup are framed on the product: centred, filling the picture`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin}${path}`);
    await editorOpened(page);
    const box = await pictureBox(await mockup(page));
    expect(Math.abs(box.centreX - 0.5), "centred across").toBeLessThan(0.08);
    expect(Math.abs(box.centreY - 0.5), "centred up and down").toBeLessThan(0.1);
    // On its narrower axis the product reaches close to the margin (FIT_MARGIN 1.15: about 87 %).
    expect(Math.max(box.shareX, box.shareY), "fills the picture").toBeGreaterThan(0.7);
  });
}

test("the templates panel shows each template as a thumbnail of its design, with its words", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/box/design?sku=mailer-box-full-color-200x150x70&quantity=100`);
  await editorOpened(page);
  const panel = page.getByTestId("templates-panel");
  const night = panel.getByRole("button", { name: t.templatesPanel.use.replace("{name}", t.templates.night.headline) });
  const thumbnail = night.getByTestId("side-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail.locator("text").first()).toContainText(t.templates.night.headline.split(" ")[0]!);
  const shot = await thumbnail.screenshot();
  const { dominant } = await sharp(shot).stats();
  // The night template's dark blue background fills the thumbnail.
  expect(dominant.b).toBeGreaterThan(dominant.r);
  expect(dominant.r).toBeLessThan(100);
});
