import { buildNet } from "@/lib/dielines";
import { parseDesignDocument } from "@/lib/design";
import type { Database } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { filesOwnedBy, readVariant } from "@/server/files/service";
import { buildPrintPdf } from "./print";
import type { DesignRow } from "./serialize";

/**
 * The production file of a design: its print-ready PDF, the net at true size with
 * the artwork and the cut and crease layers. Images come at full resolution (the
 * 'original' variant, not the editor's proxy), and only uploads of the design's
 * owner are used.
 */
export async function productionFile(db: Database, design: DesignRow): Promise<Uint8Array> {
  const document = parseDesignDocument(design.document);
  const net = buildNet(document.model, document.inside);
  const loadImage = async (fileId: string) => {
    if (!(await filesOwnedBy(db, design.userId, [fileId])).has(fileId)) return null;
    const found = await readVariant(db, fileId, "original");
    if (!found || (found.contentType !== "image/png" && found.contentType !== "image/jpeg")) return null;
    return { bytes: found.bytes, contentType: found.contentType as "image/png" | "image/jpeg" };
  };
  try {
    return await buildPrintPdf({ net, document, loadImage, title: design.name || `Box design ${design.id}` });
  } catch (error) {
    // A stored document that no longer fits its box cannot be printed: say so rather than fail with a 500.
    if (error instanceof Error && /design is|inside size/.test(error.message)) throw new HttpError(409, "design_not_printable", error.message);
    throw error;
  }
}
