import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { uploadedFiles } from "@/server/db/schema";
import { conversionQueueFor, fileStorage } from "./config";
import { convertInspected, inspectUpload } from "./convert";
import { detectKind } from "./detect";
import { fileTooLarge, unsupportedFileType } from "./errors";
import { ACCEPTED, CONTENT_TYPES, MAX_UPLOAD_BYTES, VARIANT_NAMES, type ColourSpace, type FilePurpose, type VariantName } from "./rules";
import type { FileStorage } from "./storage";

/**
 * Uploads: check, convert, store, record. Objects are stored as they are made
 * and the row is written last; when anything fails, every object stored for
 * the upload is deleted again, so a file either exists whole or not at all.
 */

export type UploadedFile = typeof uploadedFiles.$inferSelect;

export { fileStorage };

export interface UploadInput {
  bytes: Uint8Array;
  /** The shopper's name for the file: shown, never used to store or serve it. */
  originalName: string;
  purpose: FilePurpose;
  /** Refuse artwork with more distinct colours than this (print modes limited to a number of colours). */
  maxColours?: number;
  /** How the _monochrome renditions are made: greyscale, or inverted for white ink on dark material. */
  colourSpace?: ColourSpace;
  /** The client's address: its share of the conversion queue. In-process callers without one share "local". */
  address?: string;
}

const ORIGINAL_NAME_MAX = 255;

/** The name as shown: no folders (some browsers send a full path), no control characters, not endless. */
export function displayName(name: string): string {
  const base = name.normalize("NFC").split(/[\\/]/).at(-1) ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  return Array.from(clean).slice(0, ORIGINAL_NAME_MAX).join("") || "file";
}

function newFileId(): string {
  return randomBytes(16).toString("base64url");
}

const keyFor = (fileId: string, variant: VariantName) => `${fileId}/${variant}`;

export async function acceptUpload(db: Database, user: { id: number }, input: UploadInput, storage: FileStorage = fileStorage()): Promise<UploadedFile> {
  const { bytes, purpose } = input;
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const kind = detectKind(bytes);
  if (!kind || !ACCEPTED[purpose].kinds.includes(kind)) throw unsupportedFileType(purpose, kind);

  const id = newFileId();
  const variants: Record<string, string> = {};
  const stored: string[] = [];
  const put = async (variant: VariantName, data: Uint8Array, contentType: string) => {
    const key = keyFor(id, variant);
    // Recorded before the write: a write that fails halfway is cleaned up too.
    stored.push(key);
    await storage.put(key, data, contentType);
    variants[variant] = key;
  };

  // The cost is known from the header before the upload takes a place in the queue; the file is decoded only in its turn.
  const inspected = await inspectUpload(kind, bytes, purpose);
  try {
    const conversion = await conversionQueueFor().run(input.address ?? "local", inspected.pixels, () =>
      convertInspected(inspected, {
        purpose,
        colourSpace: input.colourSpace ?? "rgb",
        maxColours: input.maxColours,
        emit: (variant, png) => put(variant, png, CONTENT_TYPES.png),
      }),
    );
    await put("source", bytes, CONTENT_TYPES[kind]);
    if (conversion.originalIsSource) variants.original = variants.source!;

    const [row] = await db
      .insert(uploadedFiles)
      .values({
        id,
        userId: user.id,
        purpose,
        originalName: displayName(input.originalName),
        contentType: CONTENT_TYPES[kind],
        byteSize: bytes.byteLength,
        width: conversion.width,
        height: conversion.height,
        colours: conversion.colours,
        variants,
      })
      .returning();
    return row!;
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  } finally {
    await inspected.close();
  }
}

export async function findFile(db: Database, fileId: string): Promise<UploadedFile | null> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  return row ?? null;
}

/** The file if this user uploaded it; null for anyone else, so ids reveal nothing. */
export async function findOwnedFile(db: Database, userId: number, fileId: string): Promise<UploadedFile | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId)));
  return row ?? null;
}

/** Which of these files the user uploaded. */
export async function filesOwnedBy(db: Database, userId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

export function isVariantName(name: string): name is VariantName {
  return (VARIANT_NAMES as readonly string[]).includes(name);
}

export function variantContentType(file: UploadedFile, variant: VariantName): string {
  return variant === "source" ? file.contentType : CONTENT_TYPES.png;
}

/**
 * A rendition's bytes, or null when the file or that rendition does not exist.
 * No ownership check: for callers that have checked access themselves.
 */
export async function readVariant(
  db: Database,
  fileId: string,
  variant: string,
  storage: FileStorage = fileStorage(),
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!isVariantName(variant)) return null;
  const file = await findFile(db, fileId);
  return file ? readStoredVariant(file, variant, storage) : null;
}

export async function readStoredVariant(
  file: UploadedFile,
  variant: VariantName,
  storage: FileStorage = fileStorage(),
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const key = file.variants[variant];
  if (!key) return null;
  const bytes = await storage.get(key);
  return bytes ? { bytes, contentType: variantContentType(file, variant) } : null;
}

/** Deletes the user's file and its stored objects; false when the user has no such file. */
export async function deleteFile(db: Database, userId: number, fileId: string, storage: FileStorage = fileStorage()): Promise<boolean> {
  const [row] = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId)))
    .returning();
  if (!row) return false;
  // The row goes first: a failed object delete leaves an unreferenced object, never a row without its bytes.
  await Promise.allSettled([...new Set(Object.values(row.variants))].map((key) => storage.delete(key)));
  return true;
}
