import { EditorRoute, editorMetadata, type EditorRouteParams, type EditorSearchParams } from "@/editor/shell/EditorRoute";
import { resolveSku } from "@/server/catalog/editor-products";

/**
 * /box/design (pl: /pudelko/design): the box editor. ?sku=&quantity= starts a new
 * design, ?design_id= (with &share_token= for a shared one) opens a saved one, and
 * ?template=&language=&templateMode=true opens an example to start from.
 */

export const generateMetadata = editorMetadata("box");

export default function Page({ params, searchParams }: { params: EditorRouteParams; searchParams: EditorSearchParams }) {
  return <EditorRoute params={params} searchParams={searchParams} resolveSku={resolveSku} flavour="box" />;
}
