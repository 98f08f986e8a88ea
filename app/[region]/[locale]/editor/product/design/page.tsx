import { EditorRoute, editorMetadata, type EditorRouteParams, type EditorSearchParams } from "@/editor/shell/EditorRoute";
import { resolveSku } from "@/server/catalog/editor-products";

/**
 * /editor/product/design: the product editor, for bags, mailers, envelopes, labels
 * and cards (lib/dielines PRODUCT_EDITOR_MODELS). The same editor over the same fold
 * tree as the box editor; a box opened here is sent to /box/design (ADR 0037).
 */

export const generateMetadata = editorMetadata("product");

export default function Page({ params, searchParams }: { params: EditorRouteParams; searchParams: EditorSearchParams }) {
  return <EditorRoute params={params} searchParams={searchParams} resolveSku={resolveSku} flavour="product" />;
}
