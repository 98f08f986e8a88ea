// `npm run build`: a production build of the shop, stamped with what it was built from.
// With --if-stale it does nothing when the existing build is still current.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { currentStamp, isBuildFresh, ROOT, STAMP_FILE } from "./build-stamp.mjs";

export function build({ ifStale = false } = {}) {
  if (ifStale && isBuildFresh()) {
    console.log("Build is up to date.");
    return;
  }
  const stamp = currentStamp();
  console.log(
    `Building Boxwright (${Object.entries(stamp.settings)
      .map(([k, v]) => `${k}=${v || "default"}`)
      .join(", ")}) ...`,
  );
  const result = spawnSync(process.execPath, [`${ROOT}/node_modules/next/dist/bin/next`, "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP_FILE, JSON.stringify(stamp, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ ifStale: process.argv.includes("--if-stale") });
}
