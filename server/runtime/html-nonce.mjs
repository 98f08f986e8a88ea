// Puts a nonce attribute on the scripts of an HTML body that Next.js and React
// rendered, as the body streams to the browser, and on nothing else. Pages stay
// prerendered and cached as they are; each response gets its own nonce here, after
// the cache. A script element is nonced only when it is one of the shapes the
// framework writes (docs/adr/0035-csp-nonces-for-rendered-scripts.md):
// - a chunk tag: `src` under `/_next/static/`, no inline text;
// - inline text made only of the framework's instructions whose arguments are pure
//   JSON: Next's flight data (`self.__next_f.push([...])`, after its own start
//   instruction), Turbopack's chunk list, React's streaming instructions (their
//   function texts read from the installed react-dom, their calls JSON-only);
// - the exact texts the shop itself inlines (the consent-mode default) and Next's
//   icon re-insertion.
// Any other script, an injected one included, gets no nonce and does not run: with
// 'strict-dynamic' nothing else can vouch for it. `<link>` tags get the nonce only
// for the shop's own static assets (script preloads need it under 'strict-dynamic').
// A script element that already carries a nonce is left as it is.
//
// Plain JavaScript: it runs in the Node server that hosts Next.js, outside its bundler.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  return globalThis.crypto.getRandomValues(Buffer.alloc(16)).toString("base64");
}

/** Nonces this server makes and accepts: base64 of 16 bytes. */
export const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

/** Next's script that moves icon links into the head (create-server-inserted-metadata). */
const NEXT_ICON_SCRIPT = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`;

/** Instructions whose one argument list is JSON. The flight start comes once, before any flight data. */
const FLIGHT_START = "(self.__next_f=self.__next_f||[]).push(";
const FLIGHT_DATA = "self.__next_f.push(";
const TURBOPACK_CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
/** React's streaming instruction calls: `$RC("B:0","S:0")`, `$RR(...)`, `$RX(...)` ... */
const REACT_CALL = /^\$R[A-Z]{1,2}\(/;

/** A script element whose text is not complete after this much is passed on as it is, without a nonce. */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

/** Undoes a JavaScript string literal's escapes (the ones react-dom's runtime texts use). */
function unescapeLiteral(text) {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, code) => {
    if (code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16));
    return { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", 0: "\0" }[code] ?? code;
  });
}

/**
 * The function texts React's server renderer inlines for streaming (`$RC=function...`,
 * `$RS=...`, `$RX=...`, `requestAnimationFrame(function(){$RT=...})`), read from the
 * react-dom builds Next ships, so an upgrade brings its own texts along.
 */
export function reactRuntimeTexts() {
  const texts = new Set();
  let nextDir;
  try {
    nextDir = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
  } catch {
    return [];
  }
  const literal = /(['"])((?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT)(?:(?!\1)[^\\]|\\.)*)\1/g;
  for (const build of ["react-dom", "react-dom-experimental"]) {
    const dir = path.join(nextDir, "dist", "compiled", build, "cjs");
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!/^react-dom-server\..*production\.js$/.test(file)) continue;
      for (const match of fs.readFileSync(path.join(dir, file), "utf8").matchAll(literal)) {
        // A "full" text ends with the opening of its first call (`...};$RS("`), which React
        // completes with the call's arguments: that opening is read as a call, not as text.
        texts.add(unescapeLiteral(match[2]).replace(/\$R[A-Z]{1,2}\("$/, ""));
      }
    }
  }
  // Longest first, so a text that begins with a shorter one is matched whole.
  return [...texts].sort((a, b) => b.length - a.length);
}

const REACT_RUNTIME = reactRuntimeTexts().map(latin1);

/** `text` as the body stream sees it: UTF-8 bytes read as Latin-1, one character per byte. */
function latin1(text) {
  return Buffer.from(text, "utf8").toString("latin1");
}

/** Where the JSON argument list starting at `from` ends: the index of its closing `)`, or -1. */
function argumentsEnd(text, from) {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      for (i += 1; i < text.length && text[i] !== '"'; i += 1) if (text[i] === "\\") i += 1;
      if (i >= text.length) return -1;
    } else if (char === "[" || char === "{") depth += 1;
    else if (char === "]" || char === "}") depth -= 1;
    else if (char === ")" && depth === 0) return i;
  }
  return -1;
}

/** Whether `list` (the text between an instruction's parentheses) is a list of JSON values. */
function isJsonArguments(list) {
  try {
    JSON.parse(`[${list}]`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an inline script's `text` consists only of the framework's instructions.
 * `document` tracks per page whether Next's flight start was seen.
 */
function isFrameworkScript(text, document) {
  let rest = text;
  let flightStarted = document.flightStarted;
  while ((rest = rest.replace(/^[\s;]+/, "")).length > 0) {
    const runtime = REACT_RUNTIME.find((known) => rest.startsWith(known));
    if (runtime) {
      rest = rest.slice(runtime.length);
      continue;
    }
    let opening;
    if (rest.startsWith(FLIGHT_START) && !flightStarted) {
      opening = FLIGHT_START;
      flightStarted = true;
    } else if (rest.startsWith(FLIGHT_DATA) && flightStarted) opening = FLIGHT_DATA;
    else if (rest.startsWith(TURBOPACK_CHUNKS)) opening = TURBOPACK_CHUNKS;
    else opening = REACT_CALL.exec(rest)?.[0];
    if (!opening) return false;
    const end = argumentsEnd(rest, opening.length);
    if (end < 0 || !isJsonArguments(rest.slice(opening.length, end))) return false;
    rest = rest.slice(end + 1);
  }
  document.flightStarted = flightStarted;
  return true;
}

// A start tag's attributes: name, then an optional value in double, single or no quotes.
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(startTag) {
  const inner = startTag.replace(/^<[a-z]+/i, "").replace(/\/?>$/, "");
  const attributes = new Map();
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** A static asset of the build, by a plain same-origin path. */
function isOwnAsset(url) {
  return /^\/_next\/static\/[\w\-./~]+(\?[\w\-.=&]*)?$/.test(url) && !url.includes("..");
}

/** Script types that are data, not code: the browser never runs them, so no nonce is needed. */
function isDataBlock(type) {
  return type !== undefined && !/^(|text\/javascript|application\/javascript|module)$/i.test(type.trim());
}

// `<script` or `<link` (any case) followed by whitespace, `>` or `/`: the start of a tag.
const TAG = /<(script|link)(?=[\s>/])/gi;
// A whole start tag: the name, attributes (quoted values may hold `>`), then `>`.
const START_TAG = /^<(?:script|link)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/i;
const SCRIPT_END = /<\/script[\s/>]/i;
// The longest tail that may be the start of a tag split across chunks: `<script` (7).
const LONGEST_TAG_START = "<script".length;

/** How many characters at the end of `text` could, with more text, become a tag start. */
function pendingTagStart(text) {
  const from = Math.max(0, text.length - LONGEST_TAG_START);
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen < from) return 0;
  const tail = text.slice(lastOpen).toLowerCase();
  return "<script".startsWith(tail) || "<link".startsWith(tail) ? text.length - lastOpen : 0;
}

/**
 * A streaming inserter: `push` takes the next piece of the body and returns what
 * can be sent now; `finish` returns what was held back. A tag is held back until it
 * is complete, a script element until its end tag, so the decision sees all of it.
 * `trustedScripts` are exact inline texts the shop renders itself.
 */
export function createNonceInserter(nonce, { trustedScripts = [] } = {}) {
  if (!NONCE_PATTERN.test(nonce)) throw new Error("A nonce is base64 of 16 bytes");
  const attribute = ` nonce="${nonce}"`;
  const trusted = new Set([NEXT_ICON_SCRIPT, ...trustedScripts].map(latin1));
  const document = { flightStarted: false };
  let held = "";

  const stamped = (startTag) => startTag.replace(/^<(script|link)/i, (name) => name + attribute);

  /** The element (start tag, text, end tag) as it goes out. */
  function script(startTag, text, endTag) {
    const attributes = attributesOf(startTag);
    const own =
      !attributes.has("nonce") &&
      !isDataBlock(attributes.get("type")) &&
      (attributes.has("src") ? text.trim() === "" && isOwnAsset(attributes.get("src")) : trusted.has(text) || isFrameworkScript(text, document));
    return (own ? stamped(startTag) : startTag) + text + endTag;
  }

  function link(startTag) {
    const attributes = attributesOf(startTag);
    return !attributes.has("nonce") && isOwnAsset(attributes.get("href") ?? "") ? stamped(startTag) : startTag;
  }

  /** Rewrites `text` from its start; returns what is done and the tail to hold back. */
  function rewrite(text) {
    let out = "";
    let from = 0;
    TAG.lastIndex = 0;
    for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
      out += text.slice(from, match.index);
      const rest = text.slice(match.index);
      const startTag = START_TAG.exec(rest)?.[0];
      if (!startTag) {
        // Not complete yet, or not a tag after all (no `>` that closes it well): passed on as text.
        if (!rest.includes(">") && rest.length < MAX_HELD_BYTES) return { out, keep: rest };
        out += match[0];
        from = TAG.lastIndex;
        continue;
      }
      if (match[1].toLowerCase() === "link") {
        out += link(startTag);
        from = match.index + startTag.length;
        TAG.lastIndex = from;
        continue;
      }
      const body = rest.slice(startTag.length);
      const end = SCRIPT_END.exec(body);
      const close = end ? body.indexOf(">", end.index) : -1;
      if (close < 0) {
        if (rest.length < MAX_HELD_BYTES) return { out, keep: rest };
        // Too long to judge: passed on without a nonce.
        out += rest;
        return { out, keep: "" };
      }
      out += script(startTag, body.slice(0, end.index), body.slice(end.index, close + 1));
      from = match.index + startTag.length + close + 1;
      TAG.lastIndex = from;
    }
    const tail = text.slice(from);
    const keep = pendingTagStart(tail);
    return { out: out + tail.slice(0, tail.length - keep), keep: tail.slice(tail.length - keep) };
  }

  return {
    push(chunk, encoding = "utf8") {
      // Latin-1 maps each byte to one character and back: UTF-8 text passes unchanged.
      // Next writes Buffers for pages but plain Uint8Arrays for route handlers' bodies.
      const bytes = chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(String(chunk), encoding);
      const { out, keep } = rewrite(held + bytes.toString("latin1"));
      held = keep;
      return Buffer.from(out, "latin1");
    },
    finish() {
      // An element still open at the end of the body is incomplete markup: sent as it is.
      const rest = held;
      held = "";
      return Buffer.from(rest, "latin1");
    },
  };
}

/** The whole body at once, for bodies that are complete already. */
export function insertNonces(body, nonce, options) {
  const inserter = createNonceInserter(nonce, options);
  return Buffer.concat([inserter.push(body), inserter.finish()]);
}
