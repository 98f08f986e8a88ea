import { z } from "zod";
import type { ApiService } from "@/lib/api/api-service";
import { getUnlessMissing, isRefusal, parseAnswer } from "@/lib/api/answers";
import { ApiError } from "@/lib/api/errors";
import { FILESET_STATUSES, type FilesetReview } from "@/lib/b2b/states";

/**
 * The design approval API as the buyer's page uses it: the fileset behind the
 * mailed link and the buyer's answer (server/approvals is the source of these
 * shapes; client code may not import it, so they are restated and checked here).
 */

const isoDateTime = z.iso.datetime({ offset: true });

const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});

/** A client approval fileset as the approvals API answers it, to the buyer and to the order managers alike. */
export const filesetSchema = z.object({
  id: z.string(),
  type: z.literal("client_approval_fileset"),
  attributes: z.object({
    status: z.enum(FILESET_STATUSES),
    review_reason: z.string().nullable(),
    email: z.string().nullable(),
    note: z.string().nullable(),
    order_number: z.string(),
    files: z.array(fileSchema),
    created_at: isoDateTime,
    reviewed_at: isoDateTime.nullable(),
  }),
});

const answerSchema = z.object({ data: filesetSchema });

export type Fileset = z.infer<typeof filesetSchema>;
export type FilesetFile = z.infer<typeof fileSchema>;

const parsed = (body: unknown): Fileset => parseAnswer(answerSchema, body, "client approval fileset").data;

const filesetPath = (uuid: string) => `client_approval_filesets/${encodeURIComponent(uuid)}`;

/** The fileset behind the link, or null when there is none. */
export async function loadFileset(api: ApiService, uuid: string): Promise<Fileset | null> {
  const body = await getUnlessMissing(api, filesetPath(uuid));
  return body === null ? null : parsed(body);
}

export interface Review {
  status: FilesetReview;
  /** Why changes are needed; required when asking for them. */
  reviewReason?: string;
  email: string;
}

/** Shortest reason the shop takes for a change request. */
export const MIN_REASON_LENGTH = 3;

/** The buyer's answer to a pending fileset; the fileset as it is afterwards. */
export async function reviewFileset(api: ApiService, uuid: string, review: Review): Promise<Fileset> {
  const data = { status: review.status, ...(review.reviewReason ? { review_reason: review.reviewReason } : {}), email: review.email };
  const body = await api.put(filesetPath(uuid), { data });
  if (body === null) throw new ApiError(404, null);
  return parsed(body);
}

/** The fileset was answered (or replaced) before this answer arrived (409 fileset_not_pending). */
export function isNotPending(error: unknown): boolean {
  return isRefusal(error, 409, "fileset_not_pending");
}

/** The field a 400 blames ('email', 'review_reason'), when it names one. */
export function blamedField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = (error.details as { field?: unknown } | null)?.field;
  return typeof field === "string" ? field.replace(/^(data\.)?(attributes\.)?/, "") : null;
}
