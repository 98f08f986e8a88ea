/**
 * Everything of the product page whose code follows its first load, in one chunk: a
 * page's first load carries a small loader for each module it imports later, so one
 * module for all of them costs it one loader. The chunk is fetched once the page is
 * live (./preloaded-lazy, ./later-api), so none of these waits for the shopper: the
 * custom size fields, a company's price note, the API client's reads, the gallery's thumbnails and the
 * "View in 3D" button (three.js stays behind the button's own import), the phone's
 * bottom bar (shown only once the summary has scrolled away), and the size
 * guide and dieline links of a size of the shopper's own (the catalogue sizes' are drawn
 * on the server, ./size-guides, ./dieline-links), and the savings table (the server's
 * table of the page's own quote stands in its place until it has come).
 */
export { CustomSizeFields } from "./CustomSizeFields";
export { CustomSizeGuide } from "./custom-size-guide";
export { DielineLinks } from "./dieline-links";
export { StickySummary } from "./StickySummary";
export { SavingsLadder } from "./SavingsLadder";
export { readsFor } from "./api-reads";
export { CompanyPriceNote } from "@/components/price-lists/CompanyPriceNote";
export { ProductGalleryIsland } from "@/components/catalog/ProductGalleryIsland";
export { ProductViewerButton } from "@/components/product-viewer/ProductViewerButton";
