// `npm start`: builds when the build is missing or stale, then serves the shop.
// The server applies migrations and seed data to its database as it starts
// (instrumentation.ts): embedded PGlite under DATA_DIR (default .data), or the
// PostgreSQL server named by DATABASE_URL.
import { spawn } from "node:child_process";
import { build } from "./build.mjs";
import { ROOT } from "./build-stamp.mjs";

const port = process.env.PORT || "3000";
process.env.PORT = port;
build({ ifStale: true });

const args = [`${ROOT}/node_modules/next/dist/bin/next`, "start", "--port", port];
if (process.env.HOSTNAME_BIND) args.push("--hostname", process.env.HOSTNAME_BIND);
const server = spawn(process.execPath, args, {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
