import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { consume, tooManyAttempts } from "@/server/security/rate-limit";
import { clientAddress, requireUser } from "@/server/users/auth";
import { fileTooLarge } from "./errors";
import { fileResponseHeaders } from "./serve";
import {
  COLOUR_COUNT_CAP,
  COLOUR_SPACES,
  FILE_PURPOSES,
  MAX_COLOURS_LIMIT,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  MAX_VECTOR_RENDER_PIXELS,
  UPLOADS_PER_ADDRESS_PER_HOUR,
  UPLOADS_PER_HOUR,
  VARIANT_NAMES,
} from "./rules";
import { acceptUpload, deleteFile, findOwnedFile, readStoredVariant, type UploadedFile } from "./service";

/** Uploads: POST a file, read its record and renditions, delete it. Every file is its uploader's alone. */

const tags = ["Files"];

const FileRecordSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(FILE_PURPOSES),
    original_name: z.string(),
    content_type: z.string().openapi({ description: "The type found in the content, whatever the name said" }),
    byte_size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    colours: z
      .number()
      .int()
      .nullable()
      .openapi({ description: `Distinct colours; counting stops at ${COLOUR_COUNT_CAP}` }),
    colours_more_than: z.boolean().openapi({ description: "The file has more colours than `colours` says" }),
    variants: z.record(z.string(), z.string()).openapi({ description: "Variant name to the URL of its bytes" }),
    created_at: z.string(),
  })
  .openapi("UploadedFile");

export type FileRecord = z.infer<typeof FileRecordSchema>;

export const fileUrl = (fileId: string, variant: string) => `/api/files/${encodeURIComponent(fileId)}/${variant}`;

export function presentFile(file: UploadedFile): FileRecord {
  return {
    id: file.id,
    purpose: file.purpose,
    original_name: file.originalName,
    content_type: file.contentType,
    byte_size: file.byteSize,
    width: file.width,
    height: file.height,
    colours: file.colours === null ? null : Math.min(file.colours, COLOUR_COUNT_CAP),
    colours_more_than: file.colours !== null && file.colours > COLOUR_COUNT_CAP,
    variants: Object.fromEntries(VARIANT_NAMES.filter((name) => file.variants[name]).map((name) => [name, fileUrl(file.id, name)])),
    created_at: file.createdAt.toISOString(),
  };
}

const UploadFormSchema = z.object({
  // Any Blob the form parser hands over (File extends Blob); its name is read when there is one.
  file: z
    .custom<Blob>((value) => value instanceof Blob, "A file is required")
    .openapi({ type: "string", format: "binary", description: "The file; its type is read from the content" }),
  purpose: z.enum(FILE_PURPOSES),
  max_colours: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_COLOURS_LIMIT)
    .optional()
    .openapi({ type: "integer", minimum: 1, maximum: MAX_COLOURS_LIMIT, description: "Refuse artwork with more distinct colours" }),
  colour_space: z
    .enum(COLOUR_SPACES)
    .optional()
    .openapi({ description: "How the _monochrome renditions are made; monochromeWhite inverts them for white ink" }),
});

const fileParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * Who is uploading, and whether they may upload more, is settled before the
 * body is read: nobody sends 80 MB to be told no. Conversions cost seconds of
 * CPU, so each user has an hourly allowance, and so has each client address
 * (new anonymous users are cheap, so a user's allowance alone bounds nothing).
 */
const mayUpload = createMiddleware<AppEnv>(async (c, next) => {
  const { db, user } = await requireUser(c);
  const byAddress = await consume(db, { key: `files:upload:address:${clientAddress(c)}`, limit: UPLOADS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 });
  if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const byUser = await consume(db, { key: `files:upload:user:${user.id}`, limit: UPLOADS_PER_HOUR, windowSeconds: 3600 });
  if (!byUser.allowed) throw tooManyAttempts(byUser.retryAfterSeconds);
  await next();
});

/** Refuses an oversized body from its Content-Length, or while it streams in, before it is all buffered. */
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw fileTooLarge();
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/files",
  tags,
  security: SECURED,
  summary: "Upload a file: artwork for the editor, a dieline, or an attachment to a quote request or the contact form",
  description: `Accepted by content: design takes PDF, PNG, JPEG and SVG up to 7000 x 7000 px (SVG and PDF drawn at most ${MAX_VECTOR_RENDER_PIXELS} pixels); dieline takes PDF and Illustrator or PostScript; quote and contact take PDF, Illustrator or PostScript, ZIP and PNG. At most 80 MB. Conversions take turns: a full queue answers 503 and too many from one address 429, both with Retry-After.`,
  middleware: [mayUpload, uploadLimit] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: UploadFormSchema } } } },
  responses: {
    201: json(FileRecordSchema, "The stored file and its renditions"),
    ...errorResponses,
    ...unauthorizedResponses,
    413: json(ErrorEnvelopeSchema, "file_too_large"),
    429: json(ErrorEnvelopeSchema, "rate_limited: too many uploads this hour, or this address's earlier files are still converting (Retry-After)"),
    503: json(ErrorEnvelopeSchema, "uploads_busy: the conversion queue is full; try again after Retry-After seconds"),
    415: json(ErrorEnvelopeSchema, "unsupported_file_type: the content is not a type this purpose accepts"),
    422: json(ErrorEnvelopeSchema, "image_too_large, vector_too_large, unsafe_svg, too_many_colours or unreadable_file"),
  },
});

const fileRoute = createRoute({
  method: "get",
  path: "/files/{id}",
  tags,
  security: SECURED,
  summary: "An uploaded file's record",
  request: { params: fileParams },
  responses: { 200: json(FileRecordSchema, "The file"), ...errorResponses, ...unauthorizedResponses, ...notFoundResponses },
});

const variantRoute = createRoute({
  method: "get",
  path: "/files/{id}/{variant}",
  tags,
  security: SECURED,
  summary: "The bytes of one of the file's variants",
  request: { params: fileParams.extend({ variant: z.enum(VARIANT_NAMES) }) },
  responses: {
    200: { description: "The bytes: PNG for renditions, the uploaded type for source" },
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/files/{id}",
  tags,
  security: SECURED,
  summary: "Delete an uploaded file and its renditions",
  request: { params: fileParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses, ...unauthorizedResponses, ...notFoundResponses },
});

const noSuchFile = () => notFound("No such file");

export const fileRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const form = c.req.valid("form");
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    const file = await acceptUpload(db, user, {
      bytes,
      originalName: form.file instanceof File ? form.file.name : "file",
      purpose: form.purpose,
      maxColours: form.max_colours,
      colourSpace: form.colour_space,
      address: clientAddress(c),
    });
    c.header("Cache-Control", "no-store");
    return c.json(presentFile(file), 201);
  })
  .openapi(fileRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const file = await findOwnedFile(db, user.id, c.req.valid("param").id);
    if (!file) throw noSuchFile();
    c.header("Cache-Control", "private, no-store");
    return c.json(presentFile(file), 200);
  })
  .openapi(variantRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { id, variant } = c.req.valid("param");
    const file = await findOwnedFile(db, user.id, id);
    const found = file ? await readStoredVariant(file, variant) : null;
    if (!file || !found) throw noSuchFile();
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, fileResponseHeaders(file.originalName, found.contentType, found.bytes.byteLength));
  })
  .openapi(deleteRoute, async (c) => {
    const { db, user } = await requireUser(c);
    if (!(await deleteFile(db, user.id, c.req.valid("param").id))) throw noSuchFile();
    return c.body(null, 204);
  });
