import type { ApiService } from "@/lib/api/api-service";
import { answered, isRefusal } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";
import { savedDesignFrom, type SavedDesign } from "@/lib/design/saved";

/**
 * The designs API as the saved designs page uses it: the list, copies, deletion
 * and share links. The shapes are the API's contract (ADR 0025).
 */

export { DESIGN_STATUSES, type DesignStatus, type SavedDesign } from "@/lib/design/saved";

export type ShareLink = Schema<"BoxDesignShareLink">;

/** Mailing the link: the page always names the address and the language of the mail. */
export type ShareMail = Required<Pick<Schema<"BoxDesignShareRequest">, "email" | "locale">> & Pick<Schema<"BoxDesignShareRequest">, "message">;

/** The user's designs, the most recently changed first (the server's order). */
export async function listDesigns(api: ApiService): Promise<SavedDesign[]> {
  return answered(await api.get("/box_designs/mine", { auth: true }), "box designs").box_designs.map(savedDesignFrom);
}

/** A draft copy of the design, named like it with a number ("Mailer (2)"). */
export async function duplicateDesign(api: ApiService, id: number): Promise<SavedDesign> {
  return savedDesignFrom(answered(await api.post("/box_designs/{id}/duplicate", undefined, { path: { id }, auth: true }), "copy of a box design"));
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
