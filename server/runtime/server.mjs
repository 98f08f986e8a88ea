// The production server: Next.js behind a small shared-response cache. `npm start`
// runs this instead of `next start`, after making sure the build is current.
// Environment: PORT (3000), HOSTNAME_BIND (all interfaces), RESPONSE_CACHE_SECONDS
// (30; 0 turns the cache off), SITE_HOSTS (production: HSTS), ANALYTICS_DATA_PLANE_URL,
// SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS (see shutdown.mjs), TRUSTED_PROXIES
// (0; see client-address.mjs), RUNTIME_METRICS_PORT (unset: off; a loopback-only listener
// of the server's CPU and event-loop figures for benchmarks, see metrics.mjs).
import http from "node:http";
import path from "node:path";
import next from "next";
import { createResponseCache } from "./response-cache.mjs";
import { drainOnSignals } from "./shutdown.mjs";
import { secureResponse, securitySettingsFromEnv } from "./security-headers.mjs";
import { settleClientAddress, trustedProxiesFromEnv } from "./client-address.mjs";
import { CLEAR_RESPONSE_CACHE_KEY } from "./process-keys.mjs";
import { refuseConnect, refuseUnroutable } from "./request-guard.mjs";
import { serveRuntimeMetrics } from "./metrics.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
const cacheSeconds = Number(process.env.RESPONSE_CACHE_SECONDS ?? 30);
const security = securitySettingsFromEnv(process.env);
const trustedProxies = trustedProxiesFromEnv(process.env);

// Next takes this name as its own origin: the proxy's rewrites name localhost, and any
// other name here (HOSTNAME_BIND=127.0.0.1) would make every page a request to itself.
const app = next({ dev: false, dir: root, port, hostname: "localhost" });
const handleWithNext = app.getRequestHandler();
await app.prepare();

const cache = cacheSeconds > 0 ? createResponseCache({ maxTtlSeconds: cacheSeconds }) : null;
// The shop's code (same process, inside Next's bundles) empties the cache when prices change.
globalThis[CLEAR_RESPONSE_CACHE_KEY] = () => cache?.clear();
const server = http.createServer((req, res) => {
  // Before anything reads it: the per-address rate limits must not take a client's word for its address.
  settleClientAddress(req, trustedProxies);
  // Outside the cache: every response, cached or not, gets its own headers and nonce.
  secureResponse(req, res, security);
  // A method nothing answers or an address that does not decode: Next's router would answer 500.
  if (refuseUnroutable(req, res)) return;
  const passThrough = (request, response) => handleWithNext(request, response);
  // The language cookie is the only thing besides the URL and host a page varies by.
  if (cache) cache.handle(req, res, passThrough, { varyCookie: "bw-lang" });
  else passThrough(req, res);
});

// CONNECT never reaches the request handler: Node hands over the socket, which is answered and closed.
server.on("connect", refuseConnect);

// A port in use or an address that cannot be bound ends the process, so a supervisor sees it.
server.on("error", (error) => {
  console.error(`Boxwright cannot serve on ${hostname ?? "all interfaces"}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`Boxwright is serving on http://${hostname ?? "localhost"}:${port}${cache ? ` (response cache ${cacheSeconds} s)` : ""}`);
});

drainOnSignals(server);
serveRuntimeMetrics();
