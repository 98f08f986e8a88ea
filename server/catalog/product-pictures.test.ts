import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MATERIALS } from "@/lib/catalog/constants";
import { materialSwatch, OWN_MATERIAL, picturedMaterials, picturedViews, productMailPicture, productPicture } from "@/lib/catalog/product-images";
import { MATERIAL_SWATCH_FILES, PRODUCT_IMAGE_FILES } from "@/lib/catalog/product-images.gen";
import { PRODUCTS } from "./products";

const PUBLIC = path.join(process.cwd(), "public");
const onDisk = (src: string) => path.join(PUBLIC, src);

/** Every file a srcset names, with the width it claims. */
function srcSetFiles(srcSet: string): { src: string; width: number }[] {
  return srcSet.split(", ").map((entry) => {
    const [src, width] = entry.split(" ");
    return { src: src!, width: Number(width!.replace("w", "")) };
  });
}

describe("the product pictures (ADR 0059: npm run images renders them)", () => {
  it("show every product in every material it is sold in, or in its own paper, film or cloth", () => {
    for (const product of PRODUCTS) {
      const expected = product.materials.length > 0 ? [...product.materials] : [OWN_MATERIAL];
      expect(picturedMaterials(product.slug), product.slug).toEqual(expected);
      for (const material of expected) expect(picturedViews(product.slug, material), `${product.slug} ${material}`).toContain("closed");
    }
  });

  it("list no product the shop does not sell", () => {
    const sold = new Set<string>(PRODUCTS.map((product) => product.slug));
    expect(Object.keys(PRODUCT_IMAGE_FILES).filter((slug) => !sold.has(slug))).toEqual([]);
  });

  it("exist on disk as AVIF and WebP at the width and height the manifest gives", async () => {
    const checks: Promise<void>[] = [];
    for (const product of PRODUCTS) {
      for (const material of picturedMaterials(product.slug)) {
        for (const view of picturedViews(product.slug, material)) {
          const picture = productPicture(product.slug, { material, view });
          expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
          for (const source of picture.sources) {
            for (const file of srcSetFiles(source.srcSet)) {
              checks.push(
                sharp(onDisk(file.src))
                  .metadata()
                  .then((meta) => {
                    expect(meta.width, file.src).toBe(file.width);
                    expect(meta.height, file.src).toBe(Math.round((file.width * picture.height) / picture.width));
                  }),
              );
            }
          }
          expect(existsSync(onDisk(picture.src)), picture.src).toBe(true);
        }
      }
    }
    await Promise.all(checks);
  }, 60_000);

  it("have a JPEG of each product closed for mails and the share image", async () => {
    for (const product of PRODUCTS) {
      const picture = productMailPicture(product.slug)!;
      expect(picture.src).toMatch(/\.jpg$/);
      const meta = await sharp(onDisk(picture.src)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", picture.width, picture.height]);
    }
  });

  it("show the material the shopper chose, and the product's first when it is not sold in the one asked for", () => {
    expect(productPicture("mailer-box-full-color", { material: "cardboard-coated" }).src).toContain("/mailer-box-full-color/cardboard-coated-closed-");
    expect(productPicture("mailer-box-full-color", { material: "cardboard-natural" }).src).toContain("/mailer-box-full-color/cardboard-white-one-side-closed-");
    // A tape roll does not open: the closed picture stands in.
    expect(productPicture("packing-tape", { view: "open" }).src).toContain("/packing-tape/standard-closed-");
    expect(productPicture("mailer-box-eco", { view: "open" }).src).toContain("/mailer-box-eco/cardboard-natural-open-");
  });

  it("include a close-up of every board the catalogue sells", async () => {
    expect(Object.keys(MATERIAL_SWATCH_FILES).sort()).toEqual([...MATERIALS].sort());
    for (const material of MATERIALS) {
      const swatch = materialSwatch(material)!;
      expect(existsSync(onDisk(swatch.src)), swatch.src).toBe(true);
      for (const source of swatch.sources) for (const file of srcSetFiles(source.srcSet)) expect(existsSync(onDisk(file.src)), file.src).toBe(true);
    }
    expect(materialSwatch("no-such-board")).toBeNull();
  });
});
