import { MATERIALS } from "@/lib/catalog/constants";
import { buildNet, foldTransforms, modelForProduct, type BoxModel } from "@/lib/dielines";
import { PRODUCTS } from "@/server/catalog/products";
import { inkOf, type Look, MATERIAL_LOOKS, PRODUCT_LOOKS } from "./looks";

/**
 * What to photograph: every product of the catalogue, in every material it is sold in,
 * closed as it arrives and open where it opens, at its middle size.
 */

/** A product made of no catalogue board is pictured in its own paper, film or cloth, under this key. */
export const OWN_MATERIAL = "standard";

/** Products the catalogue sells without a model of their own, and what they are shown as. */
const SHOWN_AS: Record<string, { model: BoxModel; size?: { length: number; width: number; height: number }; look?: string }> = {
  // The sample pack arrives as a plain mailer box of samples.
  "sample-packs": { model: "mailer-box", size: { length: 300, width: 220, height: 100 }, look: "cardboard-natural" },
  // Pre-printed kraft tape: a roll of kraft tape with a ready-made pattern.
  "pre-printed-kraft-tape": { model: "pattern-tape", size: { length: 50000, width: 50, height: 0 } },
};

/**
 * The printed samples a sample pack's picture shows in front of its box, as the pack's
 * page promises ("printed with our sample design"): catalogue products at their
 * smallest size, in their first board, with the sample mark. `at` is where a sample's
 * middle stands from the box's front-left corner on the floor (mm), `turn` in degrees.
 */
const PACK_SAMPLES: { slug: string; material: string; at: { x: number; z: number }; turn: number }[] = [
  { slug: "mailer-box-full-color", material: "cardboard-white-one-side", at: { x: 225, z: 95 }, turn: -18 },
  { slug: "printed-card", material: "cardboard-cardstock", at: { x: 70, z: 90 }, turn: 14 },
];

/** Closed at the 3/4 angle, open (where it opens) and closed from above the other front corner (where it has a lid to show). */
export type PictureView = "closed" | "open" | "above";

/** Where the camera stands for each view: degrees round from the front and up from the floor. */
export const VIEW_ANGLES: Record<PictureView, { azimuth: number; elevation: number }> = {
  closed: { azimuth: 35, elevation: 24 },
  open: { azimuth: 35, elevation: 32 },
  above: { azimuth: -30, elevation: 52 },
};

/** Set-up boxes: greyboard wrapped in printed paper. */
const WRAPPED_MODELS = new Set<BoxModel>(["rigid-box", "rigid-box-two-pieces", "magnetic-box", "rigid-drawer-box"]);

export interface PictureJob {
  slug: string;
  /** The catalogue material, or OWN_MATERIAL. */
  material: string;
  view: PictureView;
  model: BoxModel;
  size: { length: number; width: number; height: number };
  look: Look;
  ink: ReturnType<typeof inkOf>;
  /** A flat product (no height: a card, a label, an envelope, a film or paper mailer) lies on the floor face up. */
  lying: boolean;
  /** Products pictured beside it: the printed samples of a sample pack. */
  companions: Companion[];
  seed: number;
}

export interface Companion {
  model: BoxModel;
  size: PictureJob["size"];
  look: Look;
  ink: ReturnType<typeof inkOf>;
  lying: boolean;
  seed: number;
  at: { x: number; z: number };
  turn: number;
}

/** A flat product lies as it would on a table; a sheet or a roll has its own pose, a box or a bag stands. */
function liesFlat(model: BoxModel, size: PictureJob["size"]): boolean {
  const net = buildNet(model, size);
  return size.height === 0 && !net.repeat && !net.cylinder;
}

function packSamples(): Companion[] {
  return PACK_SAMPLES.map((sample) => {
    const product = PRODUCTS.find((candidate) => candidate.slug === sample.slug);
    const model = product && modelForProduct(product);
    const look = MATERIAL_LOOKS[sample.material];
    if (!product || !model || !look || !product.materials.includes(sample.material as never)) throw new Error(`No sample ${sample.slug} in ${sample.material}`);
    const smallest = product.sizes[0]!;
    const size = { length: smallest.lengthMm, width: smallest.widthMm, height: smallest.heightMm };
    const ink = inkOf(product.printModes, look.outside);
    return { model, size, look, ink, lying: liesFlat(model, size), seed: seedOf(`sample-packs/${sample.slug}`), at: sample.at, turn: sample.turn };
  });
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The views a product is pictured in: open when holding the lid open moves anything, from above when it has a lid (a top side). */
function viewsOf(model: BoxModel, size: PictureJob["size"]): PictureView[] {
  const net = buildNet(model, size);
  if (net.repeat || net.cylinder) return ["closed"];
  const shut = foldTransforms(net, 1, { open: 0 });
  const open = foldTransforms(net, 1, { open: 1 });
  const opens = Object.keys(shut).some((id) => shut[id]!.some((value, i) => Math.abs(value - open[id]![i]!) > 1e-6));
  const hasTop = net.panels.some((panel) => panel.side === "top");
  return ["closed", ...(opens ? (["open"] as const) : []), ...(hasTop ? (["above"] as const) : [])];
}

export function pictureJobs(): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const product of PRODUCTS) {
    const shownAs = SHOWN_AS[product.slug];
    const model = modelForProduct(product) ?? shownAs?.model;
    if (!model) throw new Error(`No model to picture ${product.slug}: add it to SHOWN_AS`);
    const middle = product.sizes[Math.min(1, product.sizes.length - 1)]!;
    const size = shownAs?.size ?? { length: middle.lengthMm, width: middle.widthMm, height: middle.heightMm };
    const materials = product.materials.length > 0 ? [...product.materials] : [OWN_MATERIAL];
    const views = viewsOf(model, size);
    for (const material of materials) {
      let look = material === OWN_MATERIAL ? (PRODUCT_LOOKS[product.slug] ?? MATERIAL_LOOKS[shownAs?.look ?? ""]) : MATERIAL_LOOKS[material];
      if (!look) throw new Error(`No look for ${product.slug} in ${material}: add it to scripts/product-images/looks.ts`);
      // A rigid box's greyboard is wrapped in its paper: its edges are the paper's, not a board's core.
      if (WRAPPED_MODELS.has(model)) look = { ...look, edge: look.outside.colour };
      const ink = inkOf(product.printModes, look.outside);
      const lying = liesFlat(model, size);
      const companions = product.skuModel === "samples" ? packSamples() : [];
      for (const view of views)
        jobs.push({ slug: product.slug, material, view, model, size, look, ink, lying, companions, seed: seedOf(`${product.slug}/${material}`) });
    }
  }
  return jobs;
}

export function swatchJobs() {
  return MATERIALS.map((material) => ({ material, look: MATERIAL_LOOKS[material]!, seed: seedOf(material) }));
}
