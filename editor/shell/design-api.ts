import type { ApiService } from "@/lib/api/api-service";
import { answered } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";
import { ApiError } from "@/lib/api/errors";
import { parseDesignDocument, type DesignDocument } from "@/lib/design";
import { savedDesignFrom, type SavedDesign } from "@/lib/design/saved";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { factsFromRecord } from "./product";

/** The designs API as the editor uses it; the shapes are the API's contract (lib/api/contract.ts). */

export type { DesignStatus } from "@/lib/design/saved";

/** A box design with its document read into the current version. */
export interface BoxDesign extends SavedDesign {
  document: DesignDocument;
  /** Read through a share link: the reader may look, not change. */
  shared: boolean;
}

/** The fields a save may change: the API's, with the document as the editor keeps it. */
export type DesignChange = Omit<Schema<"BoxDesignChange">["box_design"], "base_updated_at" | "document"> & { document?: DesignDocument };

export type ShareLink = Schema<"BoxDesignShareLink">;

/** The editor's design from the API's answer; the document is read into the current version (lib/design checks it). */
export function designFrom(answer: Schema<"BoxDesign">): BoxDesign {
  return { ...savedDesignFrom(answer), document: parseDesignDocument(answer.document), shared: answer.shared };
}

export async function loadDesign(api: ApiService, id: number, shareToken: string | null): Promise<BoxDesign> {
  const answer = await api.get("/box_designs/{id}", { path: { id }, params: { share_token: shareToken ?? undefined } });
  // Without a token the client answers null for 401/403/404: the design is not this visitor's.
  if (answer === null) throw new ApiError(404, null);
  return designFrom(answer);
}

export async function createDesign(api: ApiService, input: { sku: string; quantity: number; document?: DesignDocument }): Promise<BoxDesign> {
  return designFrom(answered(await api.post("/box_designs", { box_design: input }, { auth: true }), "box design"));
}

/**
 * The design for a product line: the draft the shopper left for this sku, or a
 * new blank one when there is none (or `fresh` asks for a new one anyway).
 */
export async function openDraft(api: ApiService, input: { sku: string; quantity: number; fresh: boolean }): Promise<{ design: BoxDesign; resumed: boolean }> {
  const body = { box_design: { sku: input.sku, quantity: input.quantity, resume_draft: !input.fresh } };
  const answer = answered(await api.post("/box_designs", body, { auth: true }), "box design");
  return { design: designFrom(answer), resumed: "resumed" in answer && answer.resumed === true };
}

/** Saves the change unless the design moved on since `baseUpdatedAt` (409 design_changed). */
export async function saveDesign(
  api: ApiService,
  id: number,
  change: DesignChange,
  baseUpdatedAt: string,
  options: { keepalive?: boolean } = {},
): Promise<BoxDesign> {
  const body = { box_design: { ...change, base_updated_at: baseUpdatedAt } };
  const answer = await api.put("/box_designs/{id}", body, { path: { id }, auth: true, keepalive: options.keepalive });
  return designFrom(answered(answer, "box design"));
}

/** A new share link (replacing any earlier one); with an e-mail address, the link is also mailed there. */
export async function shareDesign(api: ApiService, id: number, mail?: Schema<"BoxDesignShareRequest">): Promise<ShareLink> {
  return answered(await api.post("/box_designs/{id}/share", mail ?? {}, { path: { id }, auth: true }), "share link");
}

export async function remindOnDesktop(api: ApiService, reminder: Schema<"DesktopReminder">): Promise<void> {
  await api.post("/box_designs/remind_on_desktop", reminder, { auth: true });
}

/** The product of a sku in this storefront, or null when the storefront does not sell it. */
export async function loadProductFacts(api: ApiService, sku: string, locale: string): Promise<ProductFacts | null> {
  try {
    const record = await api.get("/products/{slug}", { path: { slug: sku }, params: { locale } });
    return record === null ? null : factsFromRecord(record, sku, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function isDesignChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === "design_changed";
}

/** The design is on an order being paid or placed: what it prints no longer changes (a copy can). */
export function isDesignOrdered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === "design_ordered";
}

/** Not the visitor's design, or no such design: the spec's 'box data unauthorized' state. */
export function isNotTheirs(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}
