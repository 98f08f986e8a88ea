import type { Schema } from "@/lib/api/contract";

/** The uploaded file as the API answers it: the contract's UploadedFile (server/files/routes.ts). */
export type FileRecord = Schema<"UploadedFile">;

/**
 * Whether an answer to POST /api/files is a file record at all (a proxy's HTML
 * page or an empty body is not). Its fields are the contract's and are not
 * checked again one by one.
 */
export function isFileRecord(value: unknown): value is FileRecord {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}
