// What one visitor can cost the shop, against a running server on loopback:
//
// - a small PNG upload's latency alone, and while 4 heavy vector uploads from
//   other client addresses run (aim: under 3 times the alone figure);
// - what a tiny SVG declaring 6999 x 6999 px is answered, and how fast;
// - the server's resident memory after start, after a catalogue warm-up, and at its
//   peak during the upload run (aims: under 600 MB steady, under 1.2 GB peak);
// - how many anonymous users one address can create in a minute.
//
//   npm start                                       (in another terminal, on a quiet machine)
//   node bench/abuse.mjs                            prints the figures as a markdown table
//   BENCH_URL=http://localhost:3100 BENCH_SERVER_PID=1234 node bench/abuse.mjs
//
// It starts no server: start a fresh one and run this straight after, so "after start"
// means what it says. The server's memory is VmRSS in /proc/<pid>/status of
// BENCH_SERVER_PID, or of the process listening on BENCH_URL's port (Linux only).
//
// Other client addresses without trusting X-Forwarded-For: every 127.x.y.z address is
// loopback on Linux, so each client connects from an address of its own (127.0.0.2,
// 127.0.0.3 ...) and the server, with the default TRUSTED_PROXIES=0, sees them as
// different peers. The server must listen on IPv4 loopback (the default, all interfaces,
// does). Each address gets its own anonymous user; the count of anonymous users is
// taken last, from an address of its own, so it limits nothing else.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import sharp from "sharp";

const BASE = new URL(process.env.BENCH_URL || "http://localhost:3100");
// Connections that name their own source address need an IPv4 destination.
const HOST = BASE.hostname === "localhost" ? "127.0.0.1" : BASE.hostname;
const PORT = Number(BASE.port || 80);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
const HEAVY_CLIENTS = 4;
const ANONYMOUS_SECONDS = 60;

const CATALOGUE = ["/products/mailer-box-full-color", "/api/prices/list?product=mailer-box-full-color&cache_buster=v3", "/api/products"];

/** One HTTP request from a given loopback address: { status, headers, body (Buffer), ms }. */
function request(method, path, { from = "127.0.0.1", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: HOST, port: PORT, method, path, localAddress: from, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function anonymousToken(from) {
  const answer = await request("GET", "/api/users/anonymous", { from });
  if (answer.status !== 200) throw new Error(`GET /api/users/anonymous from ${from} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body.toString()).token;
}

/** A multipart upload as a browser sends it, encoded by the platform's own FormData. */
async function upload(from, token, bytes, name) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  form.set("purpose", "design");
  const encoded = new Request("http://bench.invalid/", { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return request("POST", "/api/files", {
    from,
    body,
    headers: { "Content-Type": encoded.headers.get("content-type"), "Content-Length": body.length, "X-Api-Token": token },
  });
}

/** The pid listening on the port: the socket's inode from /proc/net/tcp{,6}, then whose fd points at it. */
function pidListeningOn(port) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== "0A") continue; // 0A: LISTEN
      if (parseInt(fields[1].split(":")[1], 16) === port) inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

function residentMb(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const mb = (value) => `${Math.round(value)} MB`;
const ms = (value) => `${Math.round(value)} ms`;

/**
 * The heaviest vector artwork the shop still converts: just under the drawing limit
 * (server/files/rules.ts MAX_VECTOR_RENDER_PIXELS, 25 million), a gradient and a few
 * hundred translucent circles, about 30 kB of SVG.
 */
function heavySvg(side = 4990) {
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const circles = Array.from({ length: 400 }, () => {
    const [x, y, r, hue, opacity] = [random() * side, random() * side, 50 + random() * 500, random() * 360, 0.3 + random() * 0.6];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue.toFixed(0)},70%,55%)" fill-opacity="${opacity.toFixed(2)}"/>`;
  }).join("");
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f6e3c5"/><stop offset="1" stop-color="#3a6b8c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`,
  );
}

const TINY_HUGE_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="6999" height="6999"><rect width="100%" height="100%" fill="#e67e22"/></svg>',
);

async function smallPngLatencies(token, png, count) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await upload("127.0.0.1", token, png, "logo.png");
    if (answer.status !== 201) throw new Error(`the small PNG was answered ${answer.status}: ${answer.body}`);
    latencies.push(answer.ms);
  }
  return latencies;
}

async function main() {
  try {
    const health = await request("GET", "/api/health");
    if (health.status !== 200) throw new Error(`status ${health.status}`);
  } catch (error) {
    throw new Error(`No healthy shop at ${BASE.origin} (${error.message}). Start one with npm start first; this script starts none.`);
  }
  const pid = Number(process.env.BENCH_SERVER_PID) || pidListeningOn(PORT);
  if (!pid) throw new Error(`No process found listening on port ${PORT}: set BENCH_SERVER_PID`);

  const rows = [];
  const row = (measure, figure, aim = "") => rows.push({ measure, figure, aim });
  const afterStart = residentMb(pid);
  row("resident memory after start", mb(afterStart));

  // A catalogue warm-up: the pages and prices shoppers load first.
  for (let round = 0; round < 20; round += 1) await Promise.all(CATALOGUE.map((path) => request("GET", path)));
  const steady = residentMb(pid);
  row("resident memory after a catalogue warm-up", mb(steady), "under 600 MB");

  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#c0392b" } })
    .png()
    .toBuffer();
  const mine = await anonymousToken("127.0.0.1");
  await upload("127.0.0.1", mine, png, "warm-up.png");
  const alone = await smallPngLatencies(mine, png, SAMPLES);
  row("64 x 64 PNG upload alone, median (p90)", `${ms(median(alone))} (${ms(percentile(alone, 90))})`);

  const tiny = await upload("127.0.0.9", await anonymousToken("127.0.0.9"), TINY_HUGE_SVG, "tiny.svg");
  row(
    `${TINY_HUGE_SVG.byteLength}-byte SVG declaring 6999 x 6999 px`,
    `${tiny.status} ${JSON.parse(tiny.body.toString()).error?.code ?? ""} in ${ms(tiny.ms)}`,
  );

  // The peak is sampled from here on: heavy uploads from four other addresses, each sending its next as soon as one is answered.
  let peak = residentMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const svg = heavySvg();
  const statuses = {};
  const heavyTimes = [];
  let running = true;
  const heavy = Array.from({ length: HEAVY_CLIENTS }, async (_, i) => {
    const from = `127.0.0.${i + 2}`;
    const token = await anonymousToken(from);
    while (running) {
      const answer = await upload(from, token, svg, "poster.svg");
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 201) heavyTimes.push(answer.ms);
      else if (answer.status === 429 || answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  // Let the heavy conversions start before the small uploads are timed.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const loaded = await smallPngLatencies(mine, png, SAMPLES);
  running = false;
  await Promise.all(heavy);
  clearInterval(sampler);
  row(
    `64 x 64 PNG upload while ${HEAVY_CLIENTS} addresses upload a ${Math.round(svg.byteLength / 1024)} kB SVG of 4990 x 4990 px, median (p90)`,
    `${ms(median(loaded))} (${ms(percentile(loaded, 90))}), ${(median(loaded) / median(alone)).toFixed(1)} times alone`,
    "under 3 times alone",
  );
  row(
    "heavy SVG uploads during that run: answers, median time when converted",
    `${Object.entries(statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(", ")}; ${heavyTimes.length ? ms(median(heavyTimes)) : "none converted"}`,
  );
  row("peak resident memory during the upload run", mb(peak), "under 1.2 GB");
  row("resident memory after the upload run", mb(residentMb(pid)));

  // Anonymous users from one address, until the shop says no or a minute has passed.
  const started = performance.now();
  let created = 0;
  let refusal = "none within a minute";
  while (performance.now() - started < ANONYMOUS_SECONDS * 1000) {
    const answer = await request("GET", "/api/users/anonymous", { from: "127.0.0.20" });
    if (answer.status === 200) created += 1;
    else {
      refusal = `${answer.status} after ${((performance.now() - started) / 1000).toFixed(1)} s, Retry-After ${answer.headers["retry-after"] ?? "missing"}`;
      break;
    }
  }
  row("anonymous users one address can create in a minute", `${created} (refused: ${refusal})`);

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, against ${BASE.origin} (server pid ${pid}), load generator on the same machine, ${SAMPLES} samples each.`,
    "",
    "| measure | figure | aim |",
    "|---|---|---|",
    ...rows.map(({ measure, figure, aim }) => `| ${measure} | ${figure} | ${aim} |`),
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

await main();
