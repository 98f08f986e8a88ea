import { readFile } from "node:fs/promises";
import path from "node:path";
import { getTranslations } from "next-intl/server";
import { ImageResponse } from "next/og";
import { SHARE_IMAGE_SIZE } from "@/components/seo/share-image";
import { productMailPicture } from "@/lib/catalog/product-images";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { productPageData } from "@/server/catalog/pages";

/** Made on first request per product, region and language, then served from the cache like the page. */
export const dynamic = "force-static";
export const revalidate = 86400;

type Params = StorefrontParams & { slug: string };

/** The rendered photos' floor colour (scripts/product-images), and the photo's width in the 1200 px card's right half. */
const PHOTO_FLOOR = "#eeebe6";
const PHOTO_WIDTH = 520;

// Bundled with the shop (next/og's own font covers basic Latin only, and would
// fetch other glyphs at run time): Inter has the letters of all 11 languages.
const FONT_DIR = path.join(process.cwd(), "node_modules/@expo-google-fonts/inter");
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "400Regular/Inter_400Regular.ttf")).then((data) => ({ name: "Inter", data, weight: 400 as const, style: "normal" as const })),
    readFile(path.join(FONT_DIR, "700Bold/Inter_700Bold.ttf")).then((data) => ({ name: "Inter", data, weight: 700 as const, style: "normal" as const })),
  ]);
  return fonts;
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const values = await params;
  const storefront = storefrontFromParams(values);
  const data = storefront ? productPageData(storefront.region, values.slug) : null;
  if (!storefront || !data) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: storefront.locale });
  const name = t(`Products.${data.product.slug}.name`);
  const tagline = t(`Products.${data.product.slug}.description`);
  // The rendered photo (ADR 0059) as a JPEG: the image renderer takes PNG or JPEG, not AVIF or WebP.
  const photo = productMailPicture(data.product.slug);
  const picture = photo ? await readFile(path.join(process.cwd(), "public", photo.src)) : null;

  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: "#f4f7ff", fontFamily: "Inter", color: "#10182b" }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 680, padding: "64px 0 56px 72px" }}>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: "#1d4fd1" }}>Boxwright</div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{name}</div>
          <div style={{ marginTop: 24, fontSize: 30, lineHeight: 1.35, color: "#3b4660" }}>{tagline}</div>
        </div>
        <div style={{ display: "flex", fontSize: 24, color: "#3b4660" }}>{t("Footer.tagline")}</div>
      </div>
      {/* The photo's own studio floor fills the right half, so the product stands in one light room. */}
      <div style={{ display: "flex", alignItems: "center", justifyContent: "center", flex: 1, background: PHOTO_FLOOR }}>
        {picture && photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by the image renderer, not a page
          <img
            src={`data:image/jpeg;base64,${picture.toString("base64")}`}
            width={PHOTO_WIDTH}
            height={Math.round((photo.height * PHOTO_WIDTH) / photo.width)}
            alt=""
          />
        ) : null}
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() },
  );
}
