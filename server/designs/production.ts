import { buildNet } from "@/lib/dielines";
import { parseDesignDocument } from "@/lib/design";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lineItems, orders } from "@/server/db/schema";
import { filesOwnedBy, readVariant } from "@/server/files/service";
import { buildPrintPdf } from "./print";
import type { DesignRow } from "./serialize";

/**
 * The production file of a design: its print-ready PDF, the net at true size with
 * the artwork and the cut and crease layers. Images come at full resolution (the
 * 'original' variant, not the editor's proxy), and only uploads of the design's
 * owner are used. When the design was ordered, the margin line and the PDF's
 * keywords say what to make of it: the newest placed order's line configuration.
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
  // The net is drawn from the document's own model and inside size, so the print's
  // check that the two belong together always holds here.
  return buildPrintPdf({
    net,
    document,
    loadImage,
    title: design.name || `Box design ${design.id}`,
    job: (await orderedJob(db, design.id)) ?? undefined,
  });
}

/**
 * The newest placed order's line of a design, as prepress reads it: the order,
 * the quantity and every option code of the line configuration
 * (lib/catalog/line-configuration.ts), so the file says what board, print and
 * finish it is for. Null while the design is in no placed order.
 */
export async function orderedJob(db: Database, designId: number): Promise<string | null> {
  const [found] = await db
    .select({ number: orders.number, line: lineItems })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.boxDesignId, designId), eq(orders.state, "complete")))
    .orderBy(desc(orders.completedAt), desc(lineItems.id))
    .limit(1);
  if (!found) return null;
  const { line } = found;
  const options = line.options as Record<string, string | undefined>;
  return [
    `order ${found.number}`,
    `${line.sku} x ${line.quantity}`,
    ...["material", "printMode", "finish", "printQuality"].map((key) => options[key]).filter((value): value is string => Boolean(value)),
    ...(line.expressDeliveryOptionId ? [line.expressDeliveryOptionId] : []),
    ...line.paidAssets,
  ].join(", ");
}
