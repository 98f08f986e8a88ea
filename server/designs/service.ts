import { and, desc, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import {
  convertFromV1,
  DESIGN_VERSION,
  DesignDocumentError,
  emptyDesign,
  imageFileIds,
  parseDesignDocument,
  serializeDesign,
  type DesignDocument,
  type DesignIssue,
} from "@/lib/design";
import { buildNet, INSIDE_SIDE_IDS, modelForProduct, printableSides, type BoxModel } from "@/lib/dielines";
import type { Region } from "@/regions/schema";
import { designStepOf } from "@/server/catalog/design-step";
import { sizeErrorOfSku } from "@/server/catalog/custom-sizes";
import { findSku } from "@/server/catalog/variants";
import type { ProductDefinition, ProductSize } from "@/server/catalog/types";
import type { Database, Tx } from "@/server/db/client";
import { boxDesigns, lineItems, orders, type DESIGN_STATUSES } from "@/server/db/schema";
import { filesOwnedBy } from "@/server/files/service";
import { HttpError, notFound } from "@/server/http/errors";
import { hashSecret, sameSecret } from "@/server/security/tokens";
import type { UserRow } from "@/server/users/serialize";
import type { DesignRow } from "./serialize";

/**
 * Saved box designs: creating one for a product, reading it as its owner or
 * through its share link, saving the editor's changes (checked, all or nothing,
 * never over a newer save from another tab), copies, conversion of old projects
 * and deletion.
 */

export type DesignStatus = (typeof DESIGN_STATUSES)[number];

export const designNotFound = (id?: number) => notFound("No such box design", id === undefined ? undefined : { id });

const notDesignable = (sku: string) => new HttpError(422, "not_designable", "This product is not printed to a design", { field: "sku", sku });

interface SkuBox {
  product: ProductDefinition;
  size: ProductSize;
  /** Null for products made as no model (bags, sample packs ...). */
  model: BoxModel | null;
}

function boxOfSku(sku: string): SkuBox | null {
  const variant = findSku(sku);
  if (!variant) return null;
  const { product, size } = variant;
  return { product, size, model: modelForProduct(product) };
}

/**
 * The product, size and box model of a sku that can be designed in the storefront.
 * Products without a model (bags, sample packs ...) and the storefront's designless
 * products (plain boxes) are refused.
 */
export function designableSku(sku: string, region: Region): SkuBox & { model: BoxModel } {
  const box = boxOfSku(sku);
  if (!box) throw sizeErrorOfSku(sku) ?? new HttpError(422, "unknown_sku", "No product has this sku", { field: "sku", sku });
  const { product, model } = box;
  // Plain and pre-printed products and sample packs have nothing to design (ADR 0037).
  if (designStepOf(region, product).kind !== "design" || !model) throw notDesignable(sku);
  return { ...box, model };
}

const invalidDesign = (issues: readonly DesignIssue[]) => new HttpError(422, "invalid_design", "The design document is not valid", issues);

/** A document as sent, checked and brought to the current version; its problems are a 422 with their paths. */
export function checkedDocument(input: unknown, read: (input: unknown) => DesignDocument = parseDesignDocument): DesignDocument {
  try {
    return read(input);
  } catch (error) {
    if (error instanceof DesignDocumentError) throw invalidDesign(error.issues);
    throw error;
  }
}

/**
 * A design is for one box in one size: a document drawn for another box or size
 * would print out of place, so it is refused like any other invalid document.
 */
function requireSameBox(document: DesignDocument, sku: string): void {
  const box = boxOfSku(sku);
  // A product gone from the catalogue has nothing left to compare with.
  if (!box?.model) return;
  const issues: DesignIssue[] = [];
  if (document.model !== box.model) issues.push({ path: "model", message: `This design is for a ${box.model}, not a ${document.model}` });
  const { lengthMm, widthMm, heightMm } = box.size;
  const { length, width, height } = document.inside;
  if (length !== lengthMm || width !== widthMm || height !== heightMm) {
    issues.push({ path: "inside", message: `This design is for the size ${lengthMm}x${widthMm}x${heightMm} mm, not ${length}x${width}x${height} mm` });
  }
  if (issues.length === 0) issues.push(...insideNeverPrinted(document));
  if (issues.length > 0) throw invalidDesign(issues);
}

/**
 * Inside artwork on a box that has no inside to print it on (ADR 0039): it would be
 * kept and never printed, whatever the print mode, so it is refused. Blank inside
 * sides are harmless.
 */
function insideNeverPrinted(document: DesignDocument): DesignIssue[] {
  let printed: Set<string>;
  try {
    printed = new Set(printableSides(buildNet(document.model, document.inside), { inside: true }));
  } catch {
    return []; // no net for the size: nothing of it prints, which is not this check's to say
  }
  return INSIDE_SIDE_IDS.flatMap((side) => {
    const content = document.sides[side];
    const drawn = content && (content.background !== null || content.elements.length > 0);
    return drawn && !printed.has(side) ? [{ path: `sides.${side}`, message: `A ${document.model} is not printed inside` }] : [];
  });
}

/** The document as stored: the canonical serialization, so what is read back is what was checked. */
function stored(document: DesignDocument): Record<string, unknown> {
  return JSON.parse(serializeDesign(document)) as Record<string, unknown>;
}

/** Every uploaded file a design refers to must be its owner's: nobody shows or prints someone else's upload. */
export async function requireOwnedFiles(db: Database, userId: number, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const owned = await filesOwnedBy(db, userId, wanted);
  const missing = wanted.filter((id) => !owned.has(id));
  if (missing.length > 0) throw new HttpError(422, "file_not_found", "The design refers to files that are not yours or do not exist", { file_ids: missing });
}

export async function designsOf(db: Database, user: UserRow): Promise<DesignRow[]> {
  return db.select().from(boxDesigns).where(eq(boxDesigns.userId, user.id)).orderBy(desc(boxDesigns.updatedAt), desc(boxDesigns.id));
}

/** The user's design; another user's design is not found, as if it did not exist. */
export async function ownedDesign(db: Database, user: UserRow, id: number): Promise<DesignRow> {
  const [design] = await db
    .select()
    .from(boxDesigns)
    .where(and(eq(boxDesigns.id, id), eq(boxDesigns.userId, user.id)));
  if (!design) throw designNotFound(id);
  return design;
}

/** Any user's design, for order managers preparing production. */
export async function anyDesign(db: Database, id: number): Promise<DesignRow> {
  const [design] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  if (!design) throw designNotFound(id);
  return design;
}

export interface DesignAccess {
  design: DesignRow;
  /** Read through the share link, not by the owner: the reader may look, not change. */
  shared: boolean;
}

/**
 * A design its owner reads, or anyone holding its current share link. Without
 * either the design is not found, whether or not it exists.
 */
export async function readableDesign(db: Database, user: UserRow | null, id: number, shareToken: string | undefined): Promise<DesignAccess> {
  const [design] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  if (design && user && design.userId === user.id) return { design, shared: false };
  if (design && shareToken && design.shareTokenHash && sameSecret(hashSecret(shareToken), design.shareTokenHash)) return { design, shared: true };
  throw designNotFound(id);
}

export interface NewDesign {
  sku: string;
  quantity?: number;
  name?: string;
  document?: unknown;
  /** Open the shopper's latest draft for this sku instead, when there is one (the editor opened from a product page). */
  resume_draft?: boolean;
}

/**
 * The user's most recently changed draft of this sku that no order being paid or
 * placed holds: the one the editor returns to, so opening a product's editor again
 * does not leave another blank copy among the saved designs.
 */
export async function latestDraft(db: Database, user: UserRow, sku: string): Promise<DesignRow | undefined> {
  const [draft] = await db
    .select()
    .from(boxDesigns)
    .where(
      and(
        eq(boxDesigns.userId, user.id),
        eq(boxDesigns.sku, sku),
        eq(boxDesigns.status, "draft"),
        notExists(
          db
            .select({ id: lineItems.id })
            .from(lineItems)
            .innerJoin(orders, eq(orders.id, lineItems.orderId))
            .where(and(eq(lineItems.boxDesignId, boxDesigns.id), inArray(orders.state, ORDERED_STATES))),
        ),
      ),
    )
    .orderBy(desc(boxDesigns.updatedAt), desc(boxDesigns.id))
    .limit(1);
  return draft;
}

/** A new design, or with `resume_draft` (and no document given) the draft the shopper left for this sku; `resumed` says which. */
export async function openDesign(db: Database, user: UserRow, region: Region, input: NewDesign): Promise<{ design: DesignRow; resumed: boolean }> {
  if (input.resume_draft && input.document === undefined) {
    designableSku(input.sku, region);
    const draft = await latestDraft(db, user, input.sku);
    if (draft) return { design: draft, resumed: true };
  }
  return { design: await createDesign(db, user, region, input), resumed: false };
}

export async function createDesign(db: Database, user: UserRow, region: Region, input: NewDesign): Promise<DesignRow> {
  const { size, model } = designableSku(input.sku, region);
  const document =
    input.document === undefined ? emptyDesign(model, { length: size.lengthMm, width: size.widthMm, height: size.heightMm }) : checkedDocument(input.document);
  requireSameBox(document, input.sku);
  await requireOwnedFiles(db, user.id, imageFileIds(document));
  // Timestamps come from here, in milliseconds, so the updated_at a client sends back compares equal.
  const now = new Date();
  const [design] = await db
    .insert(boxDesigns)
    .values({
      userId: user.id,
      name: input.name ?? "",
      sku: input.sku,
      quantity: input.quantity ?? null,
      document: stored(document),
      documentVersion: DESIGN_VERSION,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return design!;
}

export interface DesignChange {
  name?: string;
  quantity?: number | null;
  document?: unknown;
  design_status?: DesignStatus;
  thumbnail_file_id?: string | null;
  /** The updated_at the editor last read (ISO 8601). */
  base_updated_at?: string;
}

const designChanged = (current: DesignRow) =>
  new HttpError(409, "design_changed", "The design was changed elsewhere since you opened it; reload it to go on", {
    updated_at: current.updatedAt.toISOString(),
  });

/**
 * Writes a change in one statement that also checks the base version, so a
 * stale autosave changes nothing. updated_at always moves forward, even for two
 * saves within one millisecond.
 */
async function writeDesign(db: Database, user: UserRow, id: number, set: Partial<DesignRow>, baseUpdatedAt: string | undefined): Promise<DesignRow> {
  const conditions: SQL[] = [eq(boxDesigns.id, id), eq(boxDesigns.userId, user.id)];
  // What is printed (the document, and the status and thumbnail that go with it)
  // stays as ordered; checked in the same statement, so an order placed meanwhile
  // cannot slip between a check and the write.
  const changesPrint = set.document !== undefined || set.status !== undefined || set.thumbnailFileId !== undefined;
  if (changesPrint) conditions.push(notExists(orderedWith(db, id)));
  if (baseUpdatedAt !== undefined) {
    conditions.push(sql`date_trunc('milliseconds', ${boxDesigns.updatedAt}) = ${new Date(baseUpdatedAt).toISOString()}::timestamptz`);
  }
  const now = new Date().toISOString();
  const [written] = await db
    .update(boxDesigns)
    .set({ ...set, updatedAt: sql`greatest(${now}::timestamptz, date_trunc('milliseconds', ${boxDesigns.updatedAt}) + interval '1 millisecond')` })
    .where(and(...conditions))
    .returning();
  if (written) return written;
  const current = await ownedDesign(db, user, id);
  if (changesPrint) {
    const [ordered] = await orderedWith(db, id);
    if (ordered) throw designOrdered(ordered.number);
  }
  throw designChanged(current);
}

/** The owner's change from the editor; everything is checked before anything is written. */
export async function updateDesign(db: Database, user: UserRow, id: number, change: DesignChange): Promise<DesignRow> {
  const design = await ownedDesign(db, user, id);
  const set: Partial<DesignRow> = {};
  const files: string[] = [];
  if (change.document !== undefined) {
    const document = checkedDocument(change.document);
    requireSameBox(document, design.sku);
    files.push(...imageFileIds(document));
    set.document = stored(document);
    set.documentVersion = DESIGN_VERSION;
  }
  if (change.thumbnail_file_id !== undefined) {
    if (change.thumbnail_file_id !== null) files.push(change.thumbnail_file_id);
    set.thumbnailFileId = change.thumbnail_file_id;
  }
  await requireOwnedFiles(db, user.id, files);
  if (change.name !== undefined) set.name = change.name;
  if (change.quantity !== undefined) set.quantity = change.quantity;
  if (change.design_status !== undefined) set.status = change.design_status;
  if (Object.keys(set).length === 0) {
    // Nothing to write: a stale base is still worth telling the editor about.
    if (change.base_updated_at !== undefined && design.updatedAt.getTime() !== new Date(change.base_updated_at).getTime()) throw designChanged(design);
    return design;
  }
  return writeDesign(db, user, id, set, change.base_updated_at);
}

/** Replaces the design's document with an old (version 1) project converted; the result is a draft to look over. */
export async function convertDesign(db: Database, user: UserRow, id: number, v1: unknown): Promise<DesignRow> {
  const design = await ownedDesign(db, user, id);
  const document = checkedDocument(v1, convertFromV1);
  requireSameBox(document, design.sku);
  await requireOwnedFiles(db, user.id, imageFileIds(document));
  return writeDesign(db, user, id, { document: stored(document), documentVersion: DESIGN_VERSION, status: "draft" }, undefined);
}

/**
 * The name of a copy: language-neutral numbering ("Mailer (2)", then "Mailer (3)"),
 * so the list tells copies apart in every language; an unnamed design stays unnamed
 * and the editor shows the product's name.
 */
export function copyName(name: string, existing: readonly string[]): string {
  if (!name) return "";
  const base = name.replace(/ \(\d+\)$/, "");
  let highest = 1;
  for (const other of existing) {
    if (other === base) continue;
    if (!other.startsWith(`${base} (`)) continue;
    const number = /^ \((\d+)\)$/.exec(other.slice(base.length))?.[1];
    if (number) highest = Math.max(highest, Number(number));
  }
  return `${base} (${highest + 1})`;
}

/** A draft copy of the owner's design, with no share link. */
export async function duplicateDesign(db: Database, user: UserRow, id: number): Promise<DesignRow> {
  const original = await ownedDesign(db, user, id);
  const names = await db.select({ name: boxDesigns.name }).from(boxDesigns).where(eq(boxDesigns.userId, user.id));
  const now = new Date();
  const [copy] = await db
    .insert(boxDesigns)
    .values({
      userId: user.id,
      name: copyName(
        original.name,
        names.map((row) => row.name),
      ),
      sku: original.sku,
      quantity: original.quantity,
      document: original.document,
      documentVersion: original.documentVersion,
      status: "draft",
      thumbnailFileId: original.thumbnailFileId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return copy!;
}

/**
 * Orders whose lines keep their design: an order being paid may complete at any
 * moment, and a placed order is printed from its designs.
 */
const ORDERED_STATES = ["payment", "complete"] as const;

/** The first order being paid or placed that prints this design (no rows when none). */
function orderedWith(db: Database | Tx, designId: number) {
  return db
    .select({ number: orders.number })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.boxDesignId, designId), inArray(orders.state, ORDERED_STATES)))
    .limit(1);
}

const designOrdered = (orderNumber: string) =>
  new HttpError(409, "design_ordered", "This design is on a placed order and stays with it; make a copy to change it", { order_number: orderNumber });

/**
 * Deletes the owner's design. A design on an order being paid or placed stays
 * (409 design_ordered), so the order never loses what it prints; carts that held
 * it keep their lines, without a design.
 */
export async function deleteDesign(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [design] = await tx
      .select({ id: boxDesigns.id })
      .from(boxDesigns)
      .where(and(eq(boxDesigns.id, id), eq(boxDesigns.userId, user.id)))
      .for("update");
    if (!design) throw designNotFound(id);
    const [ordered] = await orderedWith(tx, id);
    if (ordered) throw designOrdered(ordered.number);
    // Only carts (and canceled orders) are left holding it.
    await tx.update(lineItems).set({ boxDesignId: null, updatedAt: new Date() }).where(eq(lineItems.boxDesignId, id));
    await tx.delete(boxDesigns).where(eq(boxDesigns.id, id));
  });
}
