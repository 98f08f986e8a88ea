import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { metricsPortFromEnv, runtimeMetrics, serveRuntimeMetrics } from "./metrics.mjs";

/** The benchmark's view of the server's CPU: off unless asked for, and then on loopback only. */
describe("runtime metrics", () => {
  let server: ReturnType<typeof serveRuntimeMetrics> = null;
  afterEach(() => server?.close());

  it("are off unless RUNTIME_METRICS_PORT names a port", () => {
    expect(metricsPortFromEnv({})).toBeNull();
    expect(metricsPortFromEnv({ RUNTIME_METRICS_PORT: "" })).toBeNull();
    expect(metricsPortFromEnv({ RUNTIME_METRICS_PORT: "http" })).toBeNull();
    expect(metricsPortFromEnv({ RUNTIME_METRICS_PORT: "70000" })).toBeNull();
    expect(serveRuntimeMetrics({})).toBeNull();
    expect(metricsPortFromEnv({ RUNTIME_METRICS_PORT: "3403" })).toBe(3403);
  });

  it("count the CPU this thread spends, within what the whole process spends", () => {
    const before = runtimeMetrics();
    // Spins until 120 ms of CPU are spent (not of wall time: the machine may be busy).
    const cpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    const until = cpuMs() + 120;
    let spin = 0;
    while (cpuMs() < until) spin += 1;
    const after = runtimeMetrics();
    expect(spin).toBeGreaterThan(0);
    expect(after.processCpuMs - before.processCpuMs).toBeGreaterThanOrEqual(120);
    if (before.httpThreadCpuMs !== null && after.httpThreadCpuMs !== null) {
      // /proc counts in 10 ms ticks.
      expect(after.httpThreadCpuMs - before.httpThreadCpuMs).toBeGreaterThanOrEqual(50);
      expect(after.httpThreadCpuMs).toBeLessThanOrEqual(after.processCpuMs + 10);
    }
    expect(after.eventLoop.active + after.eventLoop.idle).toBeGreaterThan(before.eventLoop.active + before.eventLoop.idle);
  });

  it("answer on 127.0.0.1 only, as JSON", async () => {
    server = serveRuntimeMetrics({ RUNTIME_METRICS_PORT: String(20000 + Math.floor(Math.random() * 20000)) });
    await new Promise((resolve) => server!.once("listening", resolve));
    const { address, port } = server!.address() as AddressInfo;
    expect(address).toBe("127.0.0.1");
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ pid: process.pid, processCpuMs: expect.any(Number), eventLoop: { idle: expect.any(Number) } });
    expect((await fetch(`http://127.0.0.1:${port}/`, { method: "POST" })).status).toBe(405);
  });
});
