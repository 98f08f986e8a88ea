/**
 * How stored bytes are answered: never run, never sniffed, and downloaded unless
 * they are a plain picture. Shared by every path that serves an uploaded file.
 */

/** Types a browser shows inline; every other upload (SVG, PDF, PostScript, ZIP) is only ever downloaded. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg"]);

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileResponseHeaders(name: string, contentType: string, byteLength: number): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(byteLength),
    // A stored variant's bytes never change under its URL.
    "Cache-Control": "private, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // Nothing served here may run or load anything, even when opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (!INLINE_TYPES.has(contentType)) headers["Content-Disposition"] = attachment(name);
  return headers;
}
