import { z } from "zod";
import { FILE_PURPOSES } from "./rules";

/** The uploaded file as the API answers it (server/files/routes.ts, FileRecordSchema). */
export const FileRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  original_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  colours: z.number().int().nullable(),
  colours_more_than: z.boolean(),
  variants: z.record(z.string(), z.string()),
  created_at: z.string(),
});

export type FileRecord = z.infer<typeof FileRecordSchema>;
