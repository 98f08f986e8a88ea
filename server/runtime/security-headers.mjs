// The security headers of every response, added as it leaves the server (after the
// response cache, so a cached page gets them afresh): nosniff, the referrer and
// permissions policies, framing only by the shop itself, HSTS in production, and
// for HTML a Content-Security-Policy with a nonce of its own (html-nonce.mjs puts
// it on the scripts Next.js, React and the shop rendered, and on no others). See docs/adr/0017-security-headers.md.
//
// Plain JavaScript: it runs in the Node server that hosts Next.js, outside its bundler.
import zlib from "node:zlib";
import { createNonce, createNonceInserter } from "./html-nonce.mjs";
import { CONSENT_DEFAULT_SCRIPT } from "../../lib/consent/default-script.mjs";

/**
 * The response header proxy.ts puts on a page that needs a policy of its own
 * ('payment': the payment step, which mounts Stripe's card form). Read and removed
 * here, never sent to the browser. proxy.ts names the same header.
 */
export const PAGE_POLICY_HEADER = "x-boxwright-page-policy";
export const PAYMENT_POLICY = "payment";

/** A year, the least HSTS preload lists accept. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Stripe's origins, as its CSP guide lists them for Stripe.js, Elements and 3-D Secure. */
export const STRIPE_ORIGINS = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * The settings this server runs with. `production` (SITE_HOSTS=production: every
 * storefront on its own https domain) turns on HSTS and upgrade-insecure-requests;
 * an absolute ANALYTICS_DATA_PLANE_URL adds its origin to the addresses pages may call.
 */
export function securitySettingsFromEnv(env = process.env) {
  const connectOrigins = [];
  try {
    if (env.ANALYTICS_DATA_PLANE_URL && /^https?:\/\//i.test(env.ANALYTICS_DATA_PLANE_URL)) connectOrigins.push(new URL(env.ANALYTICS_DATA_PLANE_URL).origin);
  } catch {
    // not a URL: the analytics client cannot reach it either
  }
  return { production: env.SITE_HOSTS === "production", connectOrigins };
}

/** The Content-Security-Policy of an HTML response. */
export function contentSecurityPolicy({ nonce, payment = false, production = false, connectOrigins = [] }) {
  const stripe = (kind) => (payment ? STRIPE_ORIGINS[kind] : []);
  const directives = [
    ["default-src", "'self'"],
    // Scripts the page names with its nonce may load further scripts (Next's chunks,
    // the editor's and Stripe.js): 'strict-dynamic' trusts them and nothing else.
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", ...stripe("script")],
    // React sets style attributes and the editor positions with them.
    ["style-src", "'self'", "'unsafe-inline'"],
    // The editor draws uploaded artwork from blob: URLs and exports data: images.
    ["img-src", "'self'", "data:", "blob:", ...stripe("img")],
    ["font-src", "'self'", "data:"],
    // The editor turns its canvas exports (data: URLs) and uploads (blob:) into files with fetch.
    ["connect-src", "'self'", "data:", "blob:", ...connectOrigins, ...stripe("connect")],
    ["frame-src", payment ? "'self'" : "'none'", ...stripe("frame")],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'self'"],
  ];
  if (production) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The headers every response carries, whatever its type. */
export function baseSecurityHeaders({ production = false } = {}) {
  const headers = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self "https://js.stripe.com")',
    "x-frame-options": "SAMEORIGIN",
  };
  if (production) headers["strict-transport-security"] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

const isHtml = (type) => /^\s*text\/html\b/i.test(String(type ?? ""));

function setHeaders(res, headers) {
  if (Array.isArray(headers)) {
    const flat = Array.isArray(headers[0]) ? headers.flat() : headers;
    for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(String(flat[i]), flat[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Adds the security headers to `res` and, for an HTML body, a fresh nonce to its
 * tags and the policy, compressing the rewritten page when the browser accepts
 * gzip. Call it before anything else wraps `res`. A browser's page request loses
 * its Accept-Encoding on the way in, so what is behind (Next, the response cache)
 * hands over plain HTML that can be rewritten.
 */
export function secureResponse(req, res, settings = {}) {
  const acceptsGzip = /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
  if (/\btext\/html\b/i.test(String(req.headers.accept ?? ""))) delete req.headers["accept-encoding"];

  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** undefined until the headers are out; then null (sent as is) or the rewriting. */
  let rewrite;

  function decide(statusCode) {
    const marker = res.getHeader(PAGE_POLICY_HEADER);
    res.removeHeader(PAGE_POLICY_HEADER);
    setHeaders(res, baseSecurityHeaders(settings));
    rewrite = null;
    if (!isHtml(res.getHeader("content-type"))) return;
    const nonce = createNonce();
    res.setHeader("content-security-policy", contentSecurityPolicy({ ...settings, nonce, payment: marker === PAYMENT_POLICY }));
    if (req.method === "HEAD" || statusCode === 204 || statusCode === 304 || res.getHeader("content-encoding")) return;
    res.removeHeader("content-length");
    const inserter = createNonceInserter(nonce, { trustedScripts: [CONSENT_DEFAULT_SCRIPT] });
    if (!acceptsGzip) {
      rewrite = { inserter, gzip: null };
      return;
    }
    res.setHeader("content-encoding", "gzip");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const gzip = zlib.createGzip();
    gzip.on("data", (data) => write.call(res, data));
    rewrite = { inserter, gzip };
  }

  res.writeHead = function (statusCode, reason, headers) {
    if (res.headersSent) return writeHead.apply(res, arguments);
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    setHeaders(res, headers);
    decide(statusCode);
    return reason === undefined ? writeHead.call(res, statusCode) : writeHead.call(res, statusCode, reason);
  };

  // A body written before the headers: an HTML one needs its headers decided first.
  function beforeBody() {
    if (rewrite === undefined && !res.headersSent && isHtml(res.getHeader("content-type"))) res.writeHead(res.statusCode);
  }

  res.write = function (chunk, encoding, callback) {
    beforeBody();
    if (!rewrite || chunk === undefined || chunk === null || typeof chunk === "function") return write.apply(res, arguments);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    const out = rewrite.inserter.push(chunk, encoding);
    if (!rewrite.gzip) return write.call(res, out, callback);
    rewrite.gzip.write(out);
    // Each piece goes out as it comes, so a streamed page shows its parts early.
    rewrite.gzip.flush(zlib.constants.Z_SYNC_FLUSH, () => callback?.());
    return true;
  };

  res.end = function (chunk, encoding, callback) {
    beforeBody();
    if (!rewrite) return end.apply(res, arguments);
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    const parts = [];
    if (chunk !== undefined && chunk !== null) parts.push(rewrite.inserter.push(chunk, encoding));
    parts.push(rewrite.inserter.finish());
    const rest = Buffer.concat(parts);
    if (!rewrite.gzip) return end.call(res, rest, callback);
    const { gzip } = rewrite;
    gzip.once("end", () => end.call(res, callback));
    gzip.end(rest);
    return res;
  };
}
