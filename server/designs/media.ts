import { imageFileIds, parseDesignDocument } from "@/lib/design";
import type { Database } from "@/server/db/client";
import { hashSecret } from "@/server/security/tokens";
import { filesOwnedBy, readVariant } from "@/server/files/service";
import type { DesignRow } from "./serialize";
import { designNotFound } from "./service";

/**
 * The pictures of a design for whoever may read it: the uploads its document
 * shows and its thumbnail. Only files the document names and its owner uploaded
 * are served, so a share link opens nothing else.
 */

export interface DesignMedia {
  bytes: Uint8Array;
  contentType: string;
  /** Changes whenever the bytes could. */
  etag: string;
}

const VARIANT_PATTERN = /^[a-z][a-z_]{0,39}$/;

async function ownersFile(db: Database, design: DesignRow, fileId: string, variants: readonly string[]): Promise<DesignMedia> {
  const owned = await filesOwnedBy(db, design.userId, [fileId]);
  if (!owned.has(fileId)) throw designNotFound(design.id);
  for (const variant of variants) {
    const found = await readVariant(db, fileId, variant);
    // Upload ids stay private to their owner; the tag is derived from them instead.
    if (found) return { ...found, etag: `"${hashSecret(`${fileId}.${variant}`).slice(0, 24)}"` };
  }
  throw designNotFound(design.id);
}

export async function designAsset(db: Database, design: DesignRow, fileId: string, variant: string): Promise<DesignMedia> {
  if (!VARIANT_PATTERN.test(variant)) throw designNotFound(design.id);
  let named: string[];
  try {
    named = imageFileIds(parseDesignDocument(design.document));
  } catch {
    named = [];
  }
  if (!named.includes(fileId)) throw designNotFound(design.id);
  return ownersFile(db, design, fileId, [variant]);
}

/** The thumbnail the editor rendered: its small variant when the upload made one, else the upload itself. */
export async function designThumbnail(db: Database, design: DesignRow): Promise<DesignMedia> {
  if (!design.thumbnailFileId) throw designNotFound(design.id);
  return ownersFile(db, design, design.thumbnailFileId, ["thumbnail", "original"]);
}
