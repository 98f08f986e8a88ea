import { printsInside } from "@/lib/catalog/print-inside";
import { buildNet } from "@/lib/dielines";
import { hasInsideArtwork, parseDesignDocument } from "@/lib/design";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lineItems, orders } from "@/server/db/schema";
import { filesOwnedBy, readVariant } from "@/server/files/service";
import { buildPrintPdf, type PrintWords } from "./print";
import type { DesignRow } from "./serialize";

/**
 * The production file of a design: its print-ready PDF, the net at true size with
 * the artwork and the cut and crease layers. Images come at full resolution (the
 * 'original' variant, not the editor's proxy), and only uploads of the design's
 * owner are used. When the design was ordered, the margin line and the PDF's
 * keywords say what to make of it: the newest placed order's line configuration.
 *
 * The inside is printed (a second page for the back of the board) when that
 * line's print mode prints inside; before any order, when the design has inside
 * artwork, so a proof shows it. An order with an outside-only print mode prints
 * no inside, as the editor told the shopper (ADR 0039).
 */
export async function productionFile(
  db: Database,
  design: DesignRow,
  /** The proof's words in the shopper's language (print-words.ts); prepress's English without. */
  proof?: { words: PrintWords; title: (id: number) => string },
): Promise<Uint8Array> {
  const document = parseDesignDocument(design.document);
  const net = buildNet(document.model, document.inside);
  const loadImage = async (fileId: string) => {
    if (!(await filesOwnedBy(db, design.userId, [fileId])).has(fileId)) return null;
    const found = await readVariant(db, fileId, "original");
    if (!found || (found.contentType !== "image/png" && found.contentType !== "image/jpeg")) return null;
    return { bytes: found.bytes, contentType: found.contentType as "image/png" | "image/jpeg" };
  };
  const ordered = await newestOrderedLine(db, design.id);
  const inside = ordered ? printsInside(optionsOf(ordered.line).printMode) : hasInsideArtwork(document);
  // Prepress sees that inside artwork was left out on purpose, not lost.
  const leftOut = !inside && hasInsideArtwork(document) ? ", inside artwork not printed (the print mode prints outside only)" : "";
  // The net is drawn from the document's own model and inside size, so the print's
  // check that the two belong together always holds here.
  return buildPrintPdf({
    net,
    document,
    loadImage,
    title: design.name || (proof ? proof.title(design.id) : `Design ${design.id}`),
    job: ordered ? `${jobOf(ordered)}${leftOut}` : undefined,
    inside,
    words: proof?.words,
  });
}

/**
 * The newest placed order's line of a design, as prepress reads it: the order,
 * the quantity and every option code of the line configuration
 * (lib/catalog/line-configuration.ts), so the file says what board, print and
 * finish it is for. Null while the design is in no placed order.
 */
export async function orderedJob(db: Database, designId: number): Promise<string | null> {
  const found = await newestOrderedLine(db, designId);
  return found ? jobOf(found) : null;
}

type OrderedLine = { number: string; line: typeof lineItems.$inferSelect };

const optionsOf = (line: OrderedLine["line"]) => line.options as Record<string, string | undefined>;

/** The newest placed order's line of a design, with the order's number; null while it is in none. */
async function newestOrderedLine(db: Database, designId: number): Promise<OrderedLine | null> {
  const [found] = await db
    .select({ number: orders.number, line: lineItems })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.boxDesignId, designId), eq(orders.state, "complete")))
    .orderBy(desc(orders.completedAt), desc(lineItems.id))
    .limit(1);
  return found ?? null;
}

function jobOf(found: OrderedLine): string {
  const { line } = found;
  const options = optionsOf(line);
  return [
    `order ${found.number}`,
    `${line.sku} x ${line.quantity}`,
    ...["material", "printMode", "finish", "printQuality"].map((key) => options[key]).filter((value): value is string => Boolean(value)),
    ...(line.expressDeliveryOptionId ? [line.expressDeliveryOptionId] : []),
    ...line.paidAssets,
  ].join(", ");
}
