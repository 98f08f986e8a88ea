// Puts a nonce attribute into every <script> and <link> tag of an HTML body as it
// streams to the browser. Pages stay prerendered and cached as they are; each
// response gets its own nonce here, after the cache, so the Content-Security-Policy
// can allow the page's own scripts (Next's inline `self.__next_f.push` payloads,
// its chunk tags and their preloads) and nothing an attacker slips into the markup.
//
// Plain JavaScript: it runs in the Node server that hosts Next.js, outside its bundler.

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  return globalThis.crypto.getRandomValues(Buffer.alloc(16)).toString("base64");
}

/** Nonces this server makes and accepts: base64 of 16 bytes. */
export const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

// `<script` or `<link` (any case) followed by whitespace, `>` or `/`: the start of a tag.
const TAG = /<(script|link)(?=[\s>/])/gi;
// The longest tail that may be the start of a tag split across chunks: `<script` (7).
const LONGEST_TAG_START = "<script".length;

/** Whether `text` ends in something that, with more text, could become a tag start. */
function pendingTagStart(text) {
  const from = Math.max(0, text.length - LONGEST_TAG_START);
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen < from) return 0;
  const tail = text.slice(lastOpen).toLowerCase();
  return "<script".startsWith(tail) || "<link".startsWith(tail) ? text.length - lastOpen : 0;
}

/**
 * A streaming inserter: `push` takes the next piece of the body and returns what
 * can be sent now; `finish` returns what was held back. A tag start split across
 * pieces is held back until the next piece completes it.
 */
export function createNonceInserter(nonce) {
  if (!NONCE_PATTERN.test(nonce)) throw new Error("A nonce is base64 of 16 bytes");
  const attribute = ` nonce="${nonce}"`;
  let held = "";
  return {
    push(chunk, encoding = "utf8") {
      // Latin-1 maps each byte to one character and back: UTF-8 text passes unchanged.
      // Next writes Buffers for pages but plain Uint8Arrays for route handlers' bodies.
      const bytes = chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(String(chunk), encoding);
      const text = held + bytes.toString("latin1");
      const keep = pendingTagStart(text);
      const ready = text.slice(0, text.length - keep);
      held = text.slice(text.length - keep);
      return Buffer.from(
        ready.replace(TAG, (tag) => tag + attribute),
        "latin1",
      );
    },
    finish() {
      const rest = held;
      held = "";
      return Buffer.from(rest, "latin1");
    },
  };
}

/** The whole body at once, for bodies that are complete already. */
export function insertNonces(body, nonce) {
  const inserter = createNonceInserter(nonce);
  return Buffer.concat([inserter.push(body), inserter.finish()]);
}
