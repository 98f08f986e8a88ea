// Requests no part of the shop can answer, refused before Next or the shop API sees them:
// a method nothing is routed for (TRACE, CONNECT, ...) and a URL whose percent-encoding
// does not decode (`/products/%C0%AF`, `/api/orders/%FF`). Next's router throws on both and
// answered 500 text/plain; here they get a 405 with Allow or a 400, the shop API's error
// envelope under /api and a short page elsewhere. The security headers are already set.

/** Every method a page or an API route answers. */
export const ROUTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
export const ALLOW_HEADER = ROUTED_METHODS.join(", ");

/** Whether a percent-encoded string (a path or a query) holds an escape that does not decode to UTF-8. */
export function hasMalformedEncoding(encoded) {
  if (!encoded.includes("%")) return false;
  try {
    // `+` is a space in a query and harmless in a path; only the escapes matter here.
    decodeURIComponent(encoded);
    return false;
  } catch {
    return true;
  }
}

/** Why a request is refused before routing, or null. `url` is the request target as sent (path and query). */
export function refusalOf(method, url) {
  const api = url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
  if (!ROUTED_METHODS.includes(method.toUpperCase())) {
    return { status: 405, api, code: "method_not_allowed", message: `The shop does not answer ${method.slice(0, 16)} requests` };
  }
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  // A page's query is read leniently by the browser's URL rules; the API's parameters must decode.
  const checked = api ? url : path;
  if (hasMalformedEncoding(checked)) {
    return { status: 400, api, code: "invalid_request", message: "The address holds a percent-encoding that is not valid UTF-8" };
  }
  return null;
}

/** Answers a refused request and returns true, or returns false and leaves the request alone. */
export function refuseUnroutable(req, res) {
  const refusal = refusalOf(req.method ?? "GET", req.url ?? "/");
  if (!refusal) return false;
  if (refusal.status === 405) res.setHeader("Allow", ALLOW_HEADER);
  res.setHeader("Cache-Control", "no-store");
  // The body may be large or never end (CONNECT); nothing of it is read.
  res.setHeader("Connection", "close");
  if (refusal.api) {
    res.statusCode = refusal.status;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error: { code: refusal.code, message: refusal.message, details: null } }));
  } else {
    res.statusCode = refusal.status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const title = refusal.status === 405 ? "405 Method Not Allowed" : "400 Bad Request";
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p><a href="/">Boxwright</a></p></body></html>`,
    );
  }
  return true;
}

/** The answer to CONNECT, which Node gives the server as a bare socket (the shop is no proxy). */
export function refuseConnect(_req, socket) {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW_HEADER}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
