import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export const ROUTED_METHODS: string[];
export const ALLOW_HEADER: string;
export function hasMalformedEncoding(encoded: string): boolean;
export function refusalOf(method: string, url: string): { status: 400 | 405; api: boolean; code: string; message: string } | null;
export function refuseUnroutable(req: IncomingMessage, res: ServerResponse): boolean;
export function refuseConnect(req: IncomingMessage, socket: Duplex): void;
