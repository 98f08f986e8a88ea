import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { GET } from "./route";

// The route reads its words from the request; here the request is the real German catalogue.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return { getTranslations: async () => createTranslator({ locale: "de-DE", messages }) };
});

const share = (slug: string) =>
  GET(new Request("http://localhost/de/products/x/share-image"), { params: Promise.resolve({ region: "de", locale: "de", slug }) });

describe("a product's share image", () => {
  it("is a 1200 x 630 picture showing the product's rendered photo", async () => {
    const response = await share("mailer-box-eco");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ width: 1200, height: 630 });
    // The photo's right half is the studio floor with a kraft box on it, not an empty panel.
    const { data, info } = await image.extract({ left: 700, top: 100, width: 480, height: 430 }).raw().toBuffer({ resolveWithObject: true });
    let brownish = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! - data[i + 2]! > 40) brownish += 1;
    expect(brownish / (info.width * info.height)).toBeGreaterThan(0.1);
  }, 60_000);

  it("is not found for a product the shop does not sell", async () => {
    expect((await share("no-such-product")).status).toBe(404);
  });
});
