// Which address a request comes from, decided once at the edge of the process.
// X-Forwarded-For is whatever the client wrote, plus one entry per proxy on the
// way; only the entries our own proxies appended can be believed. The shop counts
// per-address rate limits by the first entry (server/users/auth.ts clientAddress),
// so the runtime server rewrites the header to the one believable address before
// Next.js and the API see it: a client can no longer pick a new address per request.

/**
 * The client's address: with no trusted proxy in front (TRUSTED_PROXIES=0), the
 * connection's own peer; with N, the address the Nth proxy from us saw, i.e. the
 * entry N places from the right of the forwarded list followed by the peer.
 */
export function clientAddressOf(forwardedFor, peerAddress, trustedProxies) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, peerAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

export function trustedProxiesFromEnv(env) {
  const hops = Number(env.TRUSTED_PROXIES ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** Leaves the request carrying only the believable client address. */
export function settleClientAddress(req, trustedProxies) {
  req.headers["x-forwarded-for"] = clientAddressOf(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustedProxies);
  delete req.headers["x-real-ip"];
}
