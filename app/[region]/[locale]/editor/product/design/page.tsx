import { EditorRoute, editorMetadata, type EditorRouteParams, type EditorSearchParams } from "@/editor/shell/EditorRoute";
import { resolveSku } from "@/server/catalog/editor-products";

/**
 * /editor/product/design: the product editor, for products printed on a flat front
 * (bags, mailers, labels ...). Until the dielines draw those, products with a box
 * model open in the box editor and the others say the editor is not available yet.
 */

export const generateMetadata = editorMetadata("product");

export default function Page({ params, searchParams }: { params: EditorRouteParams; searchParams: EditorSearchParams }) {
  return <EditorRoute params={params} searchParams={searchParams} resolveSku={resolveSku} />;
}
