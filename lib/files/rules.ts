/**
 * The upload rules both sides need: what each purpose accepts by name and how
 * large a file may be. The browser checks them for an immediate answer; the
 * server (server/files) stays the authority and judges the content itself.
 */

/** What an upload is for; each purpose accepts its own file types. */
export const FILE_PURPOSES = ["design", "dieline", "quote", "contact", "approval"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const COLOUR_SPACES = ["rgb", "monochrome", "monochromeWhite"] as const;
export type ColourSpace = (typeof COLOUR_SPACES)[number];

/** File name extensions the shopper is told each purpose accepts (also the file picker's `accept`). */
export const ACCEPTED_EXTENSIONS: Record<FilePurpose, readonly string[]> = {
  design: ["pdf", "png", "jpg", "jpeg", "svg"],
  dieline: ["pdf", "ai", "eps"],
  quote: ["pdf", "ai", "eps", "zip", "png"],
  contact: ["pdf", "ai", "eps", "zip", "png"],
  /** Proofs an order manager publishes for the buyer to approve. */
  approval: ["pdf", "png", "jpg", "jpeg"],
};

/** The largest file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 80 * 1024 * 1024;

/** For <input type="file" accept=...>. */
export function acceptAttribute(purpose: FilePurpose): string {
  return ACCEPTED_EXTENSIONS[purpose].map((extension) => `.${extension}`).join(",");
}
