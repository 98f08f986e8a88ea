/** UTF-8 bytes of a text: what a QR code's byte mode stores. Kept apart from the encoder so the schema does not load it. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
