// Server time and peak memory to accept and convert a 7000 x 7000 PNG (the
// largest design file the shop takes) through acceptUpload, in-process: header
// checks, decoding, the colour count, every rendition, and storing them in a
// folder. Aims: under 3 s, and under 500 MB of resident memory for the upload
// (peak during it less the process's resident memory just before).
//
//   node bench/upload.mjs              3 runs (BENCH_RUNS to change)
//
// The services are TypeScript with the '@/' paths of tsconfig.json; tsx (a dev
// dependency) loads them as they are, so what is measured is the
// shop's own code, not a copy. The database is an in-memory PGlite (or the
// PostgreSQL server of DATABASE_URL; the bench's user is deleted afterwards) and
// the files go to a throwaway folder. Memory is sampled every 10 ms from a worker thread,
// so a busy main thread cannot hide a peak.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { register } from "tsx/esm/api";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SIDE = 7000;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const filesDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-upload-bench-"));
Object.assign(process.env, { DATA_DIR: "memory://", FILES_DIR: filesDir, LOG_LEVEL: "warn" });

register();
const { database } = await import("../server/db/index.ts");
const { users } = await import("../server/db/schema.ts");
const { acceptUpload } = await import("../server/files/service.ts");

/**
 * Artwork as shops get it: a gradient, a few hundred translucent shapes and a
 * photo in the middle (about 24 MB as PNG). Drawn in a child process, so the
 * memory that drawing takes is not counted against the upload.
 */
function artwork() {
  const file = path.join(filesDir, "poster.png");
  const script = `
    import sharp from "sharp";
    const SIDE = ${SIDE};
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const shapes = Array.from({ length: 400 }, () => {
      const [x, y, r, hue, opacity] = [random() * SIDE, random() * SIDE, 50 + random() * 600, random() * 360, 0.3 + random() * 0.6];
      return '<circle cx="' + x.toFixed(0) + '" cy="' + y.toFixed(0) + '" r="' + r.toFixed(0) + '" fill="hsl(' + hue.toFixed(0) + ',70%,55%)" fill-opacity="' + opacity.toFixed(2) + '"/>';
    }).join("");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="' + SIDE + '" height="' + SIDE + '"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f6e3c5"/><stop offset="1" stop-color="#3a6b8c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>' + shapes + '</svg>';
    const grain = await sharp({ create: { width: 300, height: 300, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 50 } } }).png().toBuffer();
    const photo = await sharp(grain).resize(2500, 2500, { kernel: "cubic" }).png().toBuffer();
    await sharp(Buffer.from(svg), { limitInputPixels: false }).composite([{ input: photo, left: 2250, top: 2250 }]).png().toFile(${JSON.stringify(file)});
  `;
  execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, stdio: "inherit" });
  const png = new Uint8Array(readFileSync(file));
  rmSync(file);
  return png;
}

function startSampler() {
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
     let peak = process.memoryUsage.rss();
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
     parentPort.on("message", () => { clearInterval(timer); peak = Math.max(peak, process.memoryUsage.rss()); parentPort.postMessage(peak); });`,
    { eval: true },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once("message", (peak) => {
          void worker.terminate();
          resolve(peak);
        });
        worker.postMessage("stop");
      }),
  };
}

const mb = (bytes) => Math.round(bytes / (1024 * 1024));

async function main() {
  const db = await database();
  const [user] = await db.insert(users).values({}).returning();
  const png = artwork();
  const rows = [];
  try {
    // Loads sharp's and the converter's code paths once, as a running server would have.
    const small = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#3a6b8c" } })
      .png()
      .toBuffer();
    await acceptUpload(db, user, { bytes: new Uint8Array(small), originalName: "warm-up.png", purpose: "design" });
    global.gc?.();
    await measure(db, user, png, rows);
  } finally {
    await db.delete(users).where(eq(users.id, user.id));
  }
  report(rows, png);
}

async function measure(db, user, png, rows) {
  for (let run = 1; run <= RUNS; run += 1) {
    const before = process.memoryUsage.rss();
    const sampler = startSampler();
    const started = performance.now();
    const file = await acceptUpload(db, user, { bytes: png, originalName: "poster.png", purpose: "design" });
    const seconds = (performance.now() - started) / 1000;
    const peak = await sampler.stop();
    rows.push({ run, seconds, peak, before, variants: Object.keys(file.variants).length, colours: file.colours });
    global.gc?.();
  }
}

function report(rows, png) {
  console.log(
    `\nacceptUpload of a ${SIDE} x ${SIDE} PNG (${(png.length / 1e6).toFixed(1)} MB), ${os.cpus().length} CPUs, Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite in memory"}\n`,
  );
  console.log("| run | time (s) | RSS before (MB) | peak RSS (MB) | upload's own (MB) | variants | colours |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const colours = row.colours > 10_000 ? "> 10000" : row.colours;
    console.log(
      `| ${row.run} | ${row.seconds.toFixed(2)} | ${mb(row.before)} | ${mb(row.peak)} | ${mb(row.peak - row.before)} | ${row.variants} | ${colours} |`,
    );
  }
  const slowest = Math.max(...rows.map((row) => row.seconds));
  const largest = Math.max(...rows.map((row) => row.peak - row.before));
  console.log(
    `\nAims: under 3 s (${slowest < 3 ? "met" : "missed"}: slowest ${slowest.toFixed(2)} s); under 500 MB for the upload (${mb(largest) < 500 ? "met" : "missed"}: at most ${mb(largest)} MB above the process's resident memory before it).`,
  );
  if (!process.env.DATABASE_URL)
    console.log(
      "The resident memory before includes the in-memory PGlite database with the shop's migrations and seed (about 700 MB); set DATABASE_URL to measure beside PostgreSQL instead.",
    );
}

try {
  await main();
} finally {
  rmSync(filesDir, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}
