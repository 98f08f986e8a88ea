import { UploadError } from "./errors";
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, type FilePurpose } from "./rules";

/**
 * The quick look before uploading: the name's extension and the size, for an
 * immediate message. A file that passes can still be refused by the server,
 * which reads the content.
 */

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}

/** Null when the file may be sent; otherwise the error the server would give. */
export function checkBeforeUpload(file: Pick<File, "name" | "size">, purpose: FilePurpose): UploadError | null {
  const accepted = ACCEPTED_EXTENSIONS[purpose];
  const extension = extensionOf(file.name);
  if (!extension || !accepted.includes(extension)) {
    return new UploadError("unsupported_file_type", `Accepted: ${accepted.join(", ")}`, null, { purpose, accepted, detected: extension });
  }
  if (file.size === 0) return new UploadError("empty_file", "The file is empty");
  if (file.size > MAX_UPLOAD_BYTES) {
    return new UploadError("file_too_large", `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`, null, { max_bytes: MAX_UPLOAD_BYTES });
  }
  return null;
}
