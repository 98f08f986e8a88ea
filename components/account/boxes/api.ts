import type { ApiService } from "@/lib/api/api-service";
import { answered, isRefusal } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";

/**
 * The designs API as the saved designs page uses it: the list, copies, deletion
 * and share links. The shapes are the API's contract (ADR 0025).
 */

export const DESIGN_STATUSES = ["draft", "ready"] as const satisfies readonly Schema<"BoxDesignSummary">["design_status"][];
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/** A saved design as the list shows it: no document, just what it is and when it last changed. */
export interface SavedDesign {
  id: number;
  /** Empty for a design never named: the page shows the product's name instead. */
  name: string;
  sku: string;
  quantity: number | null;
  status: DesignStatus;
  /** Served by the designs API; the browser's token cookie lets the owner's <img> load it. */
  thumbnailUrl: string | null;
  updatedAt: string;
}

export type ShareLink = Schema<"BoxDesignShareLink">;

/** Mailing the link: the page always names the address and the language of the mail. */
export type ShareMail = Required<Pick<Schema<"BoxDesignShareRequest">, "email" | "locale">> & Pick<Schema<"BoxDesignShareRequest">, "message">;

function savedDesign(summary: Schema<"BoxDesignSummary">): SavedDesign {
  return {
    id: summary.id,
    name: summary.name,
    sku: summary.sku,
    quantity: summary.quantity,
    status: summary.design_status,
    thumbnailUrl: summary.thumbnail_url,
    updatedAt: summary.updated_at,
  };
}

/** The user's designs, the most recently changed first (the server's order). */
export async function listDesigns(api: ApiService): Promise<SavedDesign[]> {
  return answered(await api.get("/box_designs/mine", { auth: true }), "box designs").box_designs.map(savedDesign);
}

/** A draft copy of the design, named like it with a number ("Mailer (2)"). */
export async function duplicateDesign(api: ApiService, id: number): Promise<SavedDesign> {
  return savedDesign(answered(await api.post("/box_designs/{id}/duplicate", undefined, { path: { id }, auth: true }), "copy of a box design"));
}

/** Deletes the design; a design already gone counts as deleted, as that is what was asked for. */
export async function deleteDesign(api: ApiService, id: number): Promise<void> {
  try {
    await api.delete("/box_designs/{id}", { path: { id }, auth: true });
  } catch (error) {
    if (isRefusal(error, 404)) return;
    throw error;
  }
}

/** A new share link (the one before it stops working); with an address, the link is mailed there too. */
export async function shareDesign(api: ApiService, id: number, mail?: ShareMail): Promise<ShareLink> {
  return answered(await api.post("/box_designs/{id}/share", mail ?? {}, { path: { id }, auth: true }), "share link");
}

/** The design is on an order being paid or placed and stays with it (409 design_ordered). */
export function isOrdered(error: unknown): boolean {
  return isRefusal(error, 409, "design_ordered");
}

export function isRateLimited(error: unknown): boolean {
  return isRefusal(error, 429);
}
