"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRegionId } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { checkBeforeUpload } from "@/lib/files/check";
import { UploadError, type UploadErrorCode } from "@/lib/files/errors";
import { uploadFile } from "@/lib/files/upload";
import type { FilePurpose } from "@/lib/files/rules";

/**
 * A form's attachments (the quote request's, the contact form's): each chosen file
 * is checked in the browser (type by name, size), then sent to POST /api/files for
 * the form's purpose, one after another, with its progress. The request names the
 * uploaded files by id.
 */

/** The quotes API takes at most this many attachments per request. */
export const MAX_ATTACHMENTS = 10;

export type AttachmentProblem = UploadErrorCode | "too_many";

export type Attachment = { key: string; name: string } & (
  { status: "uploading"; progress: number } | { status: "done"; id: string } | { status: "failed"; problem: AttachmentProblem }
);

export interface Attachments {
  items: readonly Attachment[];
  /** Checks and queues the files; refused ones stay in the list with the reason until removed. */
  add(files: Iterable<File>): void;
  /** Drops a file from the request, cancelling its upload when it is still under way. */
  remove(key: string): void;
  /** Some file is still being sent. */
  uploading: boolean;
  /** The uploaded files' ids, in the order they were chosen. */
  fileIds: string[];
}

let counter = 0;

/** Quote requests by default; the contact form uploads for its own purpose and takes fewer files. */
export function useAttachments({ purpose = "quote", max = MAX_ATTACHMENTS }: { purpose?: FilePurpose; max?: number } = {}): Attachments {
  const region = useRegionId();
  const { ensureUser } = useSession();
  const [items, setItems] = useState<Attachment[]>([]);
  /** Every file still wanted: the queue skips and the list ignores any other. */
  const wanted = useRef(new Set<string>());
  const running = useRef(new Map<string, AbortController>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** The files in the request or on their way there, for the limit. */
  const kept = useRef(new Set<string>());

  // Leaving the page cancels the upload under way and the ones still queued.
  useEffect(() => {
    const controllers = running.current;
    const keys = wanted.current;
    return () => {
      keys.clear();
      controllers.forEach((controller) => controller.abort());
    };
  }, []);

  const update = useCallback((key: string, change: Attachment) => {
    if (!wanted.current.has(key)) return;
    setItems((list) => list.map((item) => (item.key === key ? change : item)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      if (!wanted.current.has(key)) return;
      const controller = new AbortController();
      running.current.set(key, controller);
      try {
        // A file chosen right after the page opened may come before the visitor's session: uploads need its token.
        await ensureUser();
        if (!wanted.current.has(key)) return;
        const record = await uploadFile(file, { purpose, region, signal: controller.signal }, (progress) =>
          update(key, { key, name: file.name, status: "uploading", progress }),
        );
        update(key, { key, name: file.name, status: "done", id: record.id });
      } catch (cause) {
        const code = cause instanceof UploadError ? cause.code : "upload_failed";
        if (code !== "aborted") {
          kept.current.delete(key);
          update(key, { key, name: file.name, status: "failed", problem: code });
        }
      } finally {
        running.current.delete(key);
      }
    },
    [purpose, region, update, ensureUser],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: Attachment[] = [];
      for (const file of files) {
        const key = `attachment-${++counter}`;
        wanted.current.add(key);
        const problem = checkBeforeUpload(file, purpose);
        if (problem) {
          added.push({ key, name: file.name, status: "failed", problem: problem.code });
          continue;
        }
        if (kept.current.size >= max) {
          added.push({ key, name: file.name, status: "failed", problem: "too_many" });
          continue;
        }
        kept.current.add(key);
        added.push({ key, name: file.name, status: "uploading", progress: 0 });
        // One at a time: a queue of large files would otherwise share the buyer's upload bandwidth and all finish late.
        queue.current = queue.current.then(() => send(key, file));
      }
      setItems((list) => [...list, ...added]);
    },
    [max, purpose, send],
  );

  const remove = useCallback((key: string) => {
    if (!wanted.current.delete(key)) return;
    kept.current.delete(key);
    setItems((list) => list.filter((candidate) => candidate.key !== key));
    running.current.get(key)?.abort();
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      uploading: items.some((item) => item.status === "uploading"),
      fileIds: items.flatMap((item) => (item.status === "done" ? [item.id] : [])),
    }),
    [items, add, remove],
  );
}
