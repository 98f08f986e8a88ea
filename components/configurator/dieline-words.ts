import type { BoxModel } from "@/lib/dielines";
import { productFamily } from "@/editor/shell/families";

type DielineWord = "dieline" | "dielinePdf" | "dielineSvg";
type Say = (key: DielineWord, values?: { kind: string }) => string;

export interface DielineLinkWords {
  label: string;
  pdf: string;
  svg: string;
}

/**
 * The product page's words for its dieline download. Tissue paper and tape are
 * not die-cut: their download is the outline of the pattern's tile or of one
 * repeat on the tape, named as the editor names it (`Editor.productWords`);
 * every other product offers its dieline (`ProductPage`).
 */
export function dielineLinkWords(model: BoxModel, productPage: Say, editorWords: Say): DielineLinkWords {
  const family = productFamily(model);
  if (family === "pattern" || family === "tape") {
    const kind = { kind: family };
    return { label: editorWords("dieline", kind), pdf: editorWords("dielinePdf", kind), svg: editorWords("dielineSvg", kind) };
  }
  return { label: productPage("dieline"), pdf: productPage("dielinePdf"), svg: productPage("dielineSvg") };
}
