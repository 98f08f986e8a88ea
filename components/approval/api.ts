import type { ApiService } from "@/lib/api/api-service";
import { getUnlessMissing, isRefusal } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";
import { ApiError } from "@/lib/api/errors";
import type { FilesetReview } from "@/lib/b2b/states";

/**
 * The design approval API as the buyer's page uses it: the fileset behind the
 * mailed link and the buyer's answer. The shapes are the API's contract (ADR 0025).
 */

/** A client approval fileset as the approvals API answers it, to the buyer and to the order managers alike. */
export type Fileset = Schema<"ClientApprovalFileset">;
export type FilesetFile = Fileset["attributes"]["files"][number];

/** The fileset behind the link, or null when there is none. */
export async function loadFileset(api: ApiService, uuid: string): Promise<Fileset | null> {
  return (await getUnlessMissing(api, "/client_approval_filesets/{uuid}", { path: { uuid } }))?.data ?? null;
}

export interface Review {
  status: FilesetReview;
  /** Why changes are needed; required when asking for them. */
  reviewReason?: string;
  /** The one-time code the approval mail's link carries; without it the visitor's sign-in must be the buyer's (ADR 0032). */
  code?: string;
}

/** The query parameter of the approval mail's link that holds its code. */
export const APPROVAL_CODE_PARAM = "code";

/** Shortest reason the shop takes for a change request. */
export const MIN_REASON_LENGTH = 3;

/** The buyer's answer to a pending fileset; the fileset as it is afterwards. */
export async function reviewFileset(api: ApiService, uuid: string, review: Review): Promise<Fileset> {
  const data = { status: review.status, ...(review.reviewReason ? { review_reason: review.reviewReason } : {}), ...(review.code ? { code: review.code } : {}) };
  // The visitor's token goes along: a signed-in buyer answers without the mail's code.
  const body = await api.put("/client_approval_filesets/{uuid}", { data }, { path: { uuid }, auth: true });
  // Without a token the client reads a 404 as null; the fileset is gone either way.
  if (body === null) throw new ApiError(404, null);
  return body.data;
}

/** The fileset was answered (or replaced) before this answer arrived (409 fileset_not_pending). */
export function isNotPending(error: unknown): boolean {
  return isRefusal(error, 409, "fileset_not_pending");
}

/** The visitor is not the order's buyer, and the link carried no valid code (403 approval_not_yours). */
export function isNotYours(error: unknown): boolean {
  return isRefusal(error, 403, "approval_not_yours");
}

/** The field a 400 blames ('review_reason'), when it names one. */
export function blamedField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = (error.details as { field?: unknown } | null)?.field;
  return typeof field === "string" ? field.replace(/^(data\.)?(attributes\.)?/, "") : null;
}
