// A small in-memory cache of whole HTTP responses, in front of Next.js. Prerendered
// pages and public API answers are the same for every visitor for a while; serving
// them from memory skips routing, the proxy and rendering. Only responses that say
// they may be shared (Cache-Control s-maxage or public max-age, no Set-Cookie, no
// private/no-store) are kept, and never for requests that carry a token, a session
// or React Server Component navigation headers.
//
// Plain JavaScript: it runs in the Node server that hosts Next.js, outside its bundler.

const DEFAULT_TTL_SECONDS = 30;
const MAX_ENTRY_BYTES = 1024 * 1024;
const DROPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "x-response-cache"]);
/** Requests that ask for something per visitor or per navigation state are passed through. */
const PRIVATE_REQUEST_HEADERS = [
  "authorization",
  "x-api-token",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
];

/** The TTL a response allows for a shared cache, in seconds, or 0 when it must not be shared. */
export function sharedTtl(cacheControl, maxTtl) {
  if (!cacheControl) return 0;
  const directives = Object.fromEntries(
    String(cacheControl)
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name),
  );
  if ("private" in directives || "no-store" in directives || "no-cache" in directives) return 0;
  const seconds = Number(directives["s-maxage"] ?? ("public" in directives ? directives["max-age"] : undefined));
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(seconds, maxTtl);
}

export function createResponseCache({ maxEntries = 2000, maxBytes = 128 * 1024 * 1024, maxTtlSeconds = DEFAULT_TTL_SECONDS, now = () => Date.now() } = {}) {
  /** key -> { status, headers, body, expires }; Map order is the LRU order. */
  const entries = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stores: 0 };

  function evict(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  function keyOf(req, varyCookie) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (PRIVATE_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
    const cookies = String(req.headers.cookie ?? "");
    const varying = varyCookie ? (new RegExp(`(?:^|;\\s*)${varyCookie}=([^;]*)`).exec(cookies)?.[1] ?? "") : "";
    const encoding = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? "gzip" : "identity";
    return [req.method === "HEAD" ? "GET" : req.method, req.headers.host ?? "", req.url, req.headers["x-region"] ?? "", encoding, varying].join("\n");
  }

  function send(res, entry, method) {
    res.writeHead(entry.status, { ...entry.headers, "x-response-cache": "HIT" });
    res.end(method === "HEAD" ? undefined : entry.body);
  }

  /**
   * Serves a request from the cache, or hands it to `next` and keeps the response
   * if it may be shared. `varyCookie` names the one cookie responses differ by.
   */
  function handle(req, res, next, { varyCookie } = {}) {
    const key = keyOf(req, varyCookie);
    if (!key) return next(req, res);
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      entries.delete(key);
      entries.set(key, entry);
      stats.hits += 1;
      send(res, entry, req.method);
      return undefined;
    }
    if (entry) evict(key);
    stats.misses += 1;
    if (req.method === "HEAD") return next(req, res);

    const chunks = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) tooBig = true;
      else chunks.push(buffer);
    };
    res.setHeader("x-response-cache", "MISS");
    // The headers as the application sent them: whatever a wrapper outside the cache
    // adds on delivery (security headers, a nonce, compression) is not the response's.
    let sentHeaders;
    const writeHead = res.writeHead;
    res.writeHead = function (statusCode, reason, headers) {
      if (!res.headersSent) {
        const given = typeof reason === "string" ? headers : reason;
        sentHeaders = { ...res.getHeaders() };
        if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) if (value !== undefined) sentHeaders[name.toLowerCase()] = value;
      }
      return writeHead.apply(res, arguments);
    };
    res.write = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      return write(chunk, encoding, callback);
    };
    res.end = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      const result = end(chunk, encoding, callback);
      store(key, res, sentHeaders ?? res.getHeaders(), chunks, tooBig);
      return result;
    };
    return next(req, res);
  }

  function store(key, res, sentHeaders, chunks, tooBig) {
    if (tooBig || res.statusCode !== 200 || sentHeaders["set-cookie"] !== undefined) return;
    const ttl = sharedTtl(sentHeaders["cache-control"], maxTtlSeconds);
    if (ttl <= 0) return;
    const headers = {};
    for (const [name, value] of Object.entries(sentHeaders)) if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    const body = Buffer.concat(chunks);
    evict(key);
    entries.set(key, { status: 200, headers, body, expires: now() + ttl * 1000 });
    bytes += body.length;
    stats.stores += 1;
    while (entries.size > maxEntries || bytes > maxBytes) evict(entries.keys().next().value);
  }

  return {
    handle,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}
