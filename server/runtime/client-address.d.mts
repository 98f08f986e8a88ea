import type { IncomingMessage } from "node:http";

export function clientAddressOf(forwardedFor: string | string[] | undefined, peerAddress: string | undefined, trustedProxies: number): string;
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): number;
export function settleClientAddress(req: IncomingMessage, trustedProxies: number): void;
