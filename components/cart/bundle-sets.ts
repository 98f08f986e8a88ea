/**
 * The bundles the shop offers on /bundles: products that go together, bought in
 * one quantity. Each names its products by slug and size code; the page checks
 * them against the storefront's catalogue and prices them on the server. The id
 * is the key of the set's name and description under Cart.bundles.sets.
 */

export interface BundleSet {
  id: "ready-to-ship" | "unboxing" | "eco-shipping";
  products: readonly { slug: string; size: string }[];
}

export const BUNDLE_SETS: readonly BundleSet[] = [
  {
    id: "ready-to-ship",
    products: [
      { slug: "mailer-box-plain", size: "200x150x70" },
      { slug: "shipping-box-plain", size: "300x200x150" },
    ],
  },
  {
    id: "unboxing",
    products: [
      { slug: "mailer-box-full-color", size: "200x150x70" },
      { slug: "tissue-paper", size: "500x700" },
      { slug: "printed-card", size: "148x105" },
    ],
  },
  {
    id: "eco-shipping",
    products: [
      { slug: "mailer-box-eco", size: "250x180x60" },
      { slug: "kraft-tape", size: "50000x50" },
      { slug: "packing-paper", size: "600x800" },
    ],
  },
];
