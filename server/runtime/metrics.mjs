// The server's own CPU and event-loop figures for benchmarks (bench/checkout.mjs, ADR 0075),
// on a listener of their own that exists only when RUNTIME_METRICS_PORT is set and only
// on 127.0.0.1: never a route of the shop, never reachable from outside the machine.
//
//   GET http://127.0.0.1:$RUNTIME_METRICS_PORT/  ->  {
//     pid, at (ms, monotonic),
//     processCpuMs: user + system CPU of every thread of the process so far,
//     httpThreadCpuMs: CPU of the thread that runs the HTTP server, Next and the API (Linux only, else null),
//     eventLoop: { idle, active } ms so far (performance.eventLoopUtilization of that thread)
//   }
//
// Figures are totals since start: a benchmark takes one before and one after a run and
// divides the difference by the run's requests (utilization = active / (idle + active)).
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every Linux the shop runs on). */
const CLOCK_TICKS = 100;

/** CPU ms of one thread of this process from /proc (utime + stime), or null off Linux. */
export function threadCpuMs(tid = process.pid) {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export function runtimeMetrics() {
  const cpu = process.cpuUsage();
  const { idle, active } = performance.eventLoopUtilization();
  return {
    pid: process.pid,
    at: performance.now(),
    processCpuMs: (cpu.user + cpu.system) / 1000,
    // The process's main thread is the HTTP thread: its thread id is the process id.
    httpThreadCpuMs: threadCpuMs(process.pid),
    eventLoop: { idle, active },
  };
}

/** The port from the environment, or null when the metrics are off (the default). */
export function metricsPortFromEnv(env = process.env) {
  const port = Number(env.RUNTIME_METRICS_PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

/** Starts the loopback listener when RUNTIME_METRICS_PORT asks for it; returns it, or null. */
export function serveRuntimeMetrics(env = process.env) {
  const port = metricsPortFromEnv(env);
  if (port === null) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET") {
      res.writeHead(405).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify(runtimeMetrics()));
  });
  // A benchmark aid: a port that cannot be bound is said, and the shop serves on regardless.
  server.on("error", (error) => console.error(`Runtime metrics are off: ${error.message}`));
  server.listen(port, "127.0.0.1");
  // Never what keeps the process running.
  server.unref();
  return server;
}
