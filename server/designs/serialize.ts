import { boxDesigns } from "@/server/db/schema";
import { hashSecret } from "@/server/security/tokens";

/** Box designs as the API shows them: to their owner, to holders of the share link, in lists. */

export type DesignRow = typeof boxDesigns.$inferSelect;

/**
 * The design's thumbnail, served by the designs API itself so share-link viewers
 * (with their token in the URL) and owners' <img> tags (with the token cookie) can
 * both load it. `v` changes with the thumbnail, so browsers never keep an old one.
 */
export function thumbnailUrlOf(design: Pick<DesignRow, "id" | "thumbnailFileId">, shareToken?: string): string | null {
  if (!design.thumbnailFileId) return null;
  const query = new URLSearchParams();
  if (shareToken) query.set("share_token", shareToken);
  query.set("v", hashSecret(design.thumbnailFileId).slice(0, 12));
  return `/api/box_designs/${design.id}/thumbnail?${query}`;
}

export function serializeDesignSummary(design: DesignRow, shareToken?: string) {
  return {
    id: design.id,
    name: design.name,
    sku: design.sku,
    quantity: design.quantity,
    design_status: design.status,
    thumbnail_url: thumbnailUrlOf(design, shareToken),
    created_at: design.createdAt.toISOString(),
    updated_at: design.updatedAt.toISOString(),
  };
}

/** The whole design for its owner. */
export function serializeDesign(design: DesignRow) {
  return {
    ...serializeDesignSummary(design),
    document: design.document,
    document_version: design.documentVersion,
    shared: false,
    thumbnail_file_id: design.thumbnailFileId,
    has_share_link: design.shareTokenHash !== null,
  };
}

/** The design for someone holding its share link: what it looks like, nothing about its owner or its files. */
export function serializeSharedDesign(design: DesignRow, shareToken: string) {
  return {
    ...serializeDesignSummary(design, shareToken),
    document: design.document,
    document_version: design.documentVersion,
    shared: true,
  };
}
