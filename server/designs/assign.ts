import { and, eq, inArray } from "drizzle-orm";
import { imageFileIds, parseDesignDocument } from "@/lib/design";
import type { Database } from "@/server/db/client";
import { boxDesigns, uploadedFiles } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { invalidToken, unauthorized, userForToken } from "@/server/users/auth";
import type { DesignRow } from "./serialize";
import { designNotFound } from "./service";

/**
 * Handing a design made before signing in to the account: the browser proves it
 * holds both the anonymous user's token (design-token) and the account's
 * (access-token). The uploads the design shows move with it, or the account
 * could not save the design again.
 */

/** Tokens are at most this long (the API token header's own limit). */
const MAX_TOKEN_LENGTH = 512;

async function tokenUser(db: Database, token: string | undefined) {
  if (!token) throw unauthorized();
  if (token.length > MAX_TOKEN_LENGTH) throw invalidToken();
  const found = await userForToken(db, token);
  if (!found) throw invalidToken();
  return found.user;
}

/** The files a stored document refers to; a document that no longer reads refers to none we can name. */
function filesOf(design: DesignRow): string[] {
  try {
    return imageFileIds(parseDesignDocument(design.document));
  } catch {
    return [];
  }
}

export async function assignDesign(db: Database, designToken: string | undefined, accessToken: string | undefined, id: number): Promise<DesignRow> {
  const maker = await tokenUser(db, designToken);
  const account = await tokenUser(db, accessToken);
  if (account.anonymous) throw new HttpError(403, "account_required", "Sign in to an account to keep this design");
  return db.transaction(async (tx) => {
    const [design] = await tx
      .select()
      .from(boxDesigns)
      .where(and(eq(boxDesigns.id, id), eq(boxDesigns.userId, maker.id)))
      .for("update");
    if (!design) throw designNotFound(id);
    if (maker.id === account.id) return design;
    const files = [...filesOf(design), ...(design.thumbnailFileId ? [design.thumbnailFileId] : [])];
    if (files.length > 0) {
      await tx
        .update(uploadedFiles)
        .set({ userId: account.id })
        .where(and(inArray(uploadedFiles.id, files), eq(uploadedFiles.userId, maker.id)));
    }
    const [moved] = await tx.update(boxDesigns).set({ userId: account.id }).where(eq(boxDesigns.id, design.id)).returning();
    return moved!;
  });
}
