/**
 * Image sizes read from the file's header, before any decoder sees the file: a
 * tiny file can claim a huge image, and the claim alone is reason to refuse it.
 */

export interface PixelSize {
  width: number;
  height: number;
}

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

function uint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! << 8) + bytes[offset + 1]!;
}

/** The IHDR chunk, which PNG requires to come first. */
export function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24) return null;
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== "IHDR") return null;
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Start-of-frame markers carry the size: baseline, extended, progressive, lossless and the arithmetic ones. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/** Walks the JPEG's marker segments up to the first frame header. */
export function jpegSize(bytes: Uint8Array): PixelSize | null {
  let at = 2; // after SOI
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1]!;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1]!;
    }
    at += 2;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE) return null;
    if (at + 2 > bytes.length) return null;
    const length = uint16(bytes, at);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 7 > bytes.length) return null;
      return { width: uint16(bytes, at + 5), height: uint16(bytes, at + 3) };
    }
    at += length;
  }
  return null;
}
