import { API_BASE_PATH } from "@/lib/api/api-service";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";
import { UploadError, uploadErrorFrom } from "./errors";
import { isFileRecord, type FileRecord } from "./record";
import type { ColourSpace, FilePurpose } from "./rules";

/**
 * Sends a file to POST /api/files with the storefront's region and the
 * visitor's API token, as every other call does (lib/api). XMLHttpRequest
 * rather than fetch: only it reports how much of the body has been sent.
 */

export interface UploadOptions {
  purpose: FilePurpose;
  /** The storefront's region id, sent as the region header. */
  region: string;
  /** Refuse artwork with more colours (print modes limited to a number of colours). */
  maxColours?: number;
  colourSpace?: ColourSpace;
  /** The API token; the stored one by default. */
  token?: string;
  /** Where the shop API lives; '/api' on the page's origin by default. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Called once every byte is sent: from then on the server is converting. */
  onSent?: () => void;
}

export function uploadFile(file: File, options: UploadOptions, onProgress?: (fraction: number) => void): Promise<FileRecord> {
  return new Promise<FileRecord>((resolve, reject) => {
    const token = options.token ?? readStoredToken();
    if (!token) return reject(new UploadError("unauthorized", "There is no API token to upload with"));
    if (options.signal?.aborted) return reject(new UploadError("aborted", "The upload was cancelled"));

    const form = new FormData();
    form.append("file", file, file.name);
    form.append("purpose", options.purpose);
    if (options.maxColours !== undefined) form.append("max_colours", String(options.maxColours));
    if (options.colourSpace) form.append("colour_space", options.colourSpace);

    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener("abort", cancel);
    options.signal?.addEventListener("abort", cancel, { once: true });

    xhr.open("POST", `${(options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, "")}/files`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(REGION_HEADER, options.region);
    xhr.setRequestHeader(API_TOKEN_HEADER, token);

    let sent = false;
    const allSent = () => {
      if (sent) return;
      sent = true;
      onProgress?.(1);
      options.onSent?.();
    };
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener("load", allSent);

    xhr.addEventListener("load", () => {
      settle();
      allSent();
      if (xhr.status !== 201) return reject(uploadErrorFrom(xhr.status, xhr.responseText));
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        return reject(new UploadError("upload_failed", "The shop's answer could not be read", xhr.status));
      }
      if (!isFileRecord(answer)) return reject(new UploadError("upload_failed", "The shop's answer was not a file record", xhr.status));
      resolve(answer);
    });
    xhr.addEventListener("error", () => {
      settle();
      reject(new UploadError("network", "The upload did not reach the shop"));
    });
    xhr.addEventListener("abort", () => {
      settle();
      reject(new UploadError("aborted", "The upload was cancelled"));
    });

    xhr.send(form);
  });
}
