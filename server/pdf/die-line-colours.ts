import { PDFName, type PDFDocument, type PDFRef } from "pdf-lib";

/**
 * The spot colours die lines are stroked in, as prepress and RIPs expect them:
 * "CutContour" (magenta) routes a line to the cutting table, "Crease" (cyan) to
 * the creasing rule. The print file and the dieline download use the same two,
 * so a prepress tool treats both alike.
 */
export function dieLineColours(pdf: PDFDocument): { cutContour: PDFRef; crease: PDFRef } {
  const { context } = pdf;
  const separation = (name: string, cmyk: number[]): PDFRef =>
    context.register(
      context.obj([
        PDFName.of("Separation"),
        PDFName.of(name),
        PDFName.of("DeviceCMYK"),
        context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: cmyk, N: 1 }),
      ]),
    );
  return { cutContour: separation("CutContour", [0, 1, 0, 0]), crease: separation("Crease", [1, 0, 0, 0]) };
}
