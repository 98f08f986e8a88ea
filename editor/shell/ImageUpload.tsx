"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { HelpLink } from "@/components/content/HelpLink";
import { busyStateOf, useUpload } from "@/components/uploads/useUpload";
import { API_BASE_PATH } from "@/lib/api/api-service";
import { API_TOKEN_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";
import type { UploadError } from "@/lib/files/errors";
import type { FileRecord } from "@/lib/files/record";
import { acceptAttribute } from "@/lib/files/rules";
import type { ImageFacts } from "@/editor/state";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";

export interface UploadedImage {
  fileId: string;
  width: number;
  height: number;
  /** The file's name as the shopper knows it (the upload's original name), for the layers list. */
  name: string;
  /** A picture the browser can draw before the design that names the file is saved; null when there is none. */
  previewUrl: string | null;
  /** What the print check needs to know of it (its pixels and colours). */
  facts: ImageFacts;
}

export interface ImageUploadHandle {
  /** Opens the file picker. */
  pick(): void;
  /** Uploads a file dropped on the canvas. */
  start(file: File): void;
}

interface ImageUploadProps {
  onUploaded: (image: UploadedImage) => void;
  /** True while a file is being sent or converted. */
  onActiveChange?: (active: boolean) => void;
  /** The shop API's address; the page's own /api unless a test says otherwise. */
  baseUrl?: string;
  /**
   * The most colours the line's print mode prints (monochrome and eco modes), sent
   * as `max_colours` so the shop's preflight refuses a file with more, with its
   * own clear error; undefined for full colour.
   */
  maxColours?: number;
  /** Says which files it takes; false where that line would stand alone, away from the upload button (the phone). */
  showAccepted?: boolean;
  ref?: Ref<ImageUploadHandle>;
}

/** Types the browser draws itself: the shopper's own file is shown at once. */
const DRAWABLE = new Set(["image/png", "image/jpeg", "image/svg+xml"]);

/** The browser's copy of the upload: the file itself, or the shop's PNG rendition of a PDF. */
async function previewOf(file: File, record: FileRecord, baseUrl: string | undefined): Promise<string | null> {
  if (typeof URL.createObjectURL !== "function") return null;
  if (DRAWABLE.has(file.type)) return URL.createObjectURL(file);
  const variant = record.variants.original_limited ?? record.variants.thumbnail;
  const token = readStoredToken();
  if (!variant || !token) return null;
  // The variant URLs are the shop's own /api paths; a test or another host of the API moves them along.
  const url = baseUrl ? variant.replace(API_BASE_PATH, baseUrl) : variant;
  try {
    const response = await fetch(url, { headers: { [API_TOKEN_HEADER]: token } });
    return response.ok ? URL.createObjectURL(await response.blob()) : null;
  } catch {
    return null;
  }
}

/** The file record as the print check reads it: pixels, colours, and whether it is drawn (SVG, PDF) rather than pixels. */
export function imageFactsOf(record: Pick<FileRecord, "width" | "height" | "content_type" | "colours" | "colours_more_than">): ImageFacts {
  return {
    width: record.width,
    height: record.height,
    vector: record.content_type === "image/svg+xml" || record.content_type === "application/pdf",
    colours: record.colours,
    coloursMoreThan: record.colours_more_than,
  };
}

/** The error message for an upload's code, in the shopper's language; null for a cancelled upload. */
function useUploadErrorText() {
  const t = useTranslations("Editor.upload.errors");
  return (error: UploadError): string | null => {
    const details = (error.details ?? {}) as { colours?: unknown; max_colours?: unknown; max_bytes?: unknown; max_pixels?: unknown };
    switch (error.code) {
      case "aborted":
        return null;
      case "too_many_colours":
        return t("too_many_colours", { count: Number(details.colours) || 0, max: Number(details.max_colours) || 0 });
      case "file_too_large":
        return t("file_too_large", { max: Math.round((Number(details.max_bytes) || 80 * 1024 * 1024) / (1024 * 1024)) });
      case "vector_too_large":
        // In millions, as the shopper's drawing program does not count pixels for SVG or PDF.
        return t("vector_too_large", { max: Math.floor((Number(details.max_pixels) || 25_000_000) / 1_000_000) });
      case "unsupported_file_type":
      case "image_too_large":
      case "unsafe_svg":
      case "unreadable_file":
      case "empty_file":
      case "network":
      case "uploads_busy":
      case "rate_limited":
        return t(error.code);
      default:
        return t("generic");
    }
  };
}

/**
 * Uploading an image for the design: the hidden file picker behind the toolbar's
 * button and the canvas's drop zone, the progress bar and the spec's 'waiting for
 * files' and 'converting' overlays, and the refusal in the shopper's words.
 */
export function ImageUpload({ onUploaded, onActiveChange, baseUrl, maxColours, showAccepted = true, ref }: ImageUploadProps) {
  const t = useTranslations("Editor.upload");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, reset } = useUpload({ purpose: "design", baseUrl, maxColours });
  const errorText = useUploadErrorText();
  const active = state.status === "uploading" || state.status === "converting";
  const [name, setName] = useState("");

  const start = async (file: File) => {
    if (active) return;
    setName(file.name);
    const record = await upload(file);
    if (!record) return;
    onUploaded({
      fileId: record.id,
      width: record.width ?? 1,
      height: record.height ?? 1,
      name: record.original_name || file.name,
      previewUrl: await previewOf(file, record, baseUrl),
      facts: imageFactsOf(record),
    });
    reset();
  };
  useImperativeHandle(ref, () => ({ pick: () => input.current?.click(), start: (file) => void start(file) }));

  const report = useRef(onActiveChange);
  useEffect(() => {
    report.current = onActiveChange;
  });
  useEffect(() => report.current?.(active), [active]);

  const busy = busyStateOf(state);
  const message = state.status === "failed" ? errorText(state.error) : null;

  return (
    <div className={styles.upload}>
      <label htmlFor={inputId} className={shared.visuallyHidden}>
        {t("label")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptAttribute("design")}
        className={shared.visuallyHidden}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again uploads it again.
          event.target.value = "";
          if (file) void start(file);
        }}
      />
      {showAccepted ? <p className={styles.hint}>{t("accepted")}</p> : null}
      {state.status === "uploading" ? <progress className={styles.progress} max={1} value={state.progress} aria-label={t("progress", { name })} /> : null}
      {busy ? (
        <div className={styles.uploadOverlay}>
          <BusyOverlay state={busy} inline />
        </div>
      ) : null}
      {message ? (
        <div role="alert" className={styles.notice}>
          <p className={styles.error}>{message}</p>
          <HelpLink slug="file-formats-and-resolution" />
          <button type="button" className={shared.linkButton} onClick={reset}>
            {t("dismiss")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
