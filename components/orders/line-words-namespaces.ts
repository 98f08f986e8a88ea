/**
 * The message namespaces a line's facts are read from in the browser (its size in
 * the storefront's unit, its options, a pack's samples: LineConfiguration and
 * useSkuSize): every island that shows order or offer lines sends them.
 */
export const LINE_WORDS_NAMESPACES = ["Catalog", "Units", "Products", "Orders"] as const;
