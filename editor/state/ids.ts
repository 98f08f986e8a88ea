const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-";

/** A fresh element id: 21 random URL-safe characters, like a nanoid (about 126 bits). */
export function newElementId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  // 64 symbols: the low six bits of each byte pick one without bias.
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join("");
}
