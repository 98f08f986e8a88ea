import { z } from "zod";
import type { ApiService } from "@/lib/api/api-service";
import { ApiError } from "@/lib/api/errors";
import { parseDesignDocument, type DesignDocument } from "@/lib/design";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { factsFromRecord } from "./product";

/**
 * The designs API as the editor uses it (server/designs is the source of these
 * shapes; client code may not import it, so they are restated and checked here).
 */

export const DESIGN_STATUSES = ["draft", "ready"] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

const designSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int().nullable(),
  design_status: z.enum(DESIGN_STATUSES),
  thumbnail_url: z.string().nullable(),
  document: z.unknown(),
  shared: z.boolean(),
  updated_at: z.string(),
});

/** A box design with its document read into the current version. */
export interface BoxDesign {
  id: number;
  name: string;
  sku: string;
  quantity: number | null;
  status: DesignStatus;
  thumbnailUrl: string | null;
  document: DesignDocument;
  /** Read through a share link: the reader may look, not change. */
  shared: boolean;
  /** Sent back as base_updated_at, so a save never overwrites another tab's newer one. */
  updatedAt: string;
}

/** The fields a save may change. */
export interface DesignChange {
  name?: string;
  quantity?: number;
  document?: DesignDocument;
  design_status?: DesignStatus;
  thumbnail_file_id?: string | null;
}

const shareLinkSchema = z.object({ url: z.string(), share_token: z.string(), qr_svg: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer was not what the designs API sends: a broken proxy or an old server. */
export class UnexpectedAnswerError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`Unexpected answer from the shop: ${what}`, { cause });
    this.name = "UnexpectedAnswerError";
  }
}

export function readDesign(body: unknown): BoxDesign {
  const parsed = designSchema.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError("box design", parsed.error);
  const design = parsed.data;
  return {
    id: design.id,
    name: design.name,
    sku: design.sku,
    quantity: design.quantity,
    status: design.design_status,
    thumbnailUrl: design.thumbnail_url,
    document: parseDesignDocument(design.document),
    shared: design.shared,
    updatedAt: design.updated_at,
  };
}

export async function loadDesign(api: ApiService, id: number, shareToken: string | null): Promise<BoxDesign> {
  const body = await api.get(`box_designs/${id}`, { params: { share_token: shareToken ?? undefined } });
  // Without a token the client answers null for 401/403/404: the design is not this visitor's.
  if (body === null) throw new ApiError(404, null);
  return readDesign(body);
}

export async function createDesign(api: ApiService, input: { sku: string; quantity: number; document?: DesignDocument }): Promise<BoxDesign> {
  return readDesign(await api.post("box_designs", { box_design: input }, { auth: true }));
}

/** Saves the change unless the design moved on since `baseUpdatedAt` (409 design_changed). */
export async function saveDesign(api: ApiService, id: number, change: DesignChange, baseUpdatedAt: string): Promise<BoxDesign> {
  return readDesign(await api.put(`box_designs/${id}`, { box_design: { ...change, base_updated_at: baseUpdatedAt } }, { auth: true }));
}

/** A new share link (replacing any earlier one); with an e-mail address, the link is also mailed there. */
export async function shareDesign(api: ApiService, id: number, mail?: { email: string; locale: string; message?: string }): Promise<ShareLink> {
  const body = await api.post(`box_designs/${id}/share`, mail ?? {}, { auth: true });
  const parsed = shareLinkSchema.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError("share link", parsed.error);
  return parsed.data;
}

export async function remindOnDesktop(api: ApiService, reminder: { email: string; locale: string; sku: string; quantity: number }): Promise<void> {
  await api.post("box_designs/remind_on_desktop", reminder, { auth: true });
}

/** The product of a sku in this storefront, or null when the storefront does not sell it. */
export async function loadProductFacts(api: ApiService, sku: string, locale: string): Promise<ProductFacts | null> {
  try {
    const record = await api.get(`products/${encodeURIComponent(sku)}`, { params: { locale } });
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
