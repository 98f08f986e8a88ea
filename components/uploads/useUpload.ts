"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { BusyState } from "@/components/busy/busy-states";
import { useRegionId } from "@/components/providers/AppProviders";
import { checkBeforeUpload } from "@/lib/files/check";
import { UploadError, type UploadErrorCode } from "@/lib/files/errors";
import type { FileRecord } from "@/lib/files/record";
import type { ColourSpace, FilePurpose } from "@/lib/files/rules";
import { uploadFile } from "@/lib/files/upload";

/**
 * One upload's progress for a screen's UI (the editor's image panel): idle, uploading (with the part
 * sent), converting (everything sent, the shop is making the renditions),
 * done (with the file) or failed (with a code to show a message for).
 */

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; progress: number }
  | { status: "converting" }
  | { status: "done"; record: FileRecord }
  | { status: "failed"; code: UploadErrorCode; error: UploadError };

export interface UseUploadOptions {
  purpose: FilePurpose;
  maxColours?: number;
  colourSpace?: ColourSpace;
  /** For tests and other hosts of the API; the page's own /api by default. */
  baseUrl?: string;
  token?: string;
}

/** The busy overlay a state calls for: 'waiting for files' while sending, 'converting' after. */
export function busyStateOf(state: UploadState): BusyState | null {
  if (state.status === "uploading") return "waitingForFiles";
  if (state.status === "converting") return "converting";
  return null;
}

const IDLE: UploadState = { status: "idle" };

export function useUpload(options: UseUploadOptions) {
  const region = useRegionId();
  const [state, setState] = useState<UploadState>(IDLE);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Leaving the editor cancels what is still under way.
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<FileRecord | null> => {
      running.current?.abort();
      const { purpose, maxColours, colourSpace, baseUrl, token } = latest.current;
      const problem = checkBeforeUpload(file, purpose);
      if (problem) {
        setState({ status: "failed", code: problem.code, error: problem });
        return null;
      }
      const controller = new AbortController();
      running.current = controller;
      const current = () => running.current === controller;
      setState({ status: "uploading", progress: 0 });
      try {
        const record = await uploadFile(
          file,
          {
            purpose,
            region,
            maxColours,
            colourSpace,
            baseUrl,
            token,
            signal: controller.signal,
            onSent: () => current() && setState({ status: "converting" }),
          },
          (progress) => current() && progress < 1 && setState({ status: "uploading", progress }),
        );
        if (current()) setState({ status: "done", record });
        return record;
      } catch (cause) {
        const error = cause instanceof UploadError ? cause : new UploadError("upload_failed", String(cause));
        if (current()) setState({ status: "failed", code: error.code, error });
        return null;
      } finally {
        if (current()) running.current = null;
      }
    },
    [region],
  );

  /** Cancels whatever is under way and goes back to idle. */
  const reset = useCallback(() => {
    const controller = running.current;
    running.current = null;
    controller?.abort();
    setState(IDLE);
  }, []);

  return { state, upload, reset };
}
