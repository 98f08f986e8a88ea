import type { Server } from "node:http";

export interface RuntimeMetrics {
  pid: number;
  at: number;
  processCpuMs: number;
  httpThreadCpuMs: number | null;
  eventLoop: { idle: number; active: number };
}
export declare function threadCpuMs(tid?: number): number | null;
export declare function runtimeMetrics(): RuntimeMetrics;
export declare function metricsPortFromEnv(env?: Record<string, string | undefined>): number | null;
export declare function serveRuntimeMetrics(env?: Record<string, string | undefined>): Server | null;
