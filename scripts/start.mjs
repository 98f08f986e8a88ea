// `npm start`: builds when the build is missing or stale, then serves the shop
// (server/runtime/server.mjs: Next.js behind a shared-response cache).
// The server applies migrations and seed data to its database as it starts
// (instrumentation.ts): embedded PGlite under DATA_DIR (default .data), or the
// PostgreSQL server named by DATABASE_URL.
import { spawn } from "node:child_process";
import { build } from "./build.mjs";
import { ROOT } from "./build-stamp.mjs";

const port = process.env.PORT || "3000";
process.env.PORT = port;
build({ ifStale: true });

// A larger young generation: the server allocates many short-lived objects per
// request, and fewer scavenges keep the latency tail short.
const server = spawn(process.execPath, ["--max-semi-space-size=32", `${ROOT}/server/runtime/server.mjs`], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
