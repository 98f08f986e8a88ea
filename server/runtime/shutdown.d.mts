import type { Server } from "node:http";

export function drainOnSignals(
  server: Pick<Server, "close" | "closeIdleConnections">,
  options?: { env?: Record<string, string | undefined>; log?: (line: string) => void; exit?: (code: number) => void },
): void;
