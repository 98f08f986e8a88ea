import type { IncomingMessage, ServerResponse } from "node:http";

export const PAGE_POLICY_HEADER: string;
export const PAYMENT_POLICY: string;
export const HSTS_MAX_AGE_SECONDS: number;
export const STRIPE_ORIGINS: { script: string[]; frame: string[]; connect: string[]; img: string[] };

export interface SecuritySettings {
  production?: boolean;
  connectOrigins?: string[];
}

export function securitySettingsFromEnv(env?: Record<string, string | undefined>): Required<SecuritySettings>;
export function contentSecurityPolicy(input: SecuritySettings & { nonce: string; payment?: boolean }): string;
export function baseSecurityHeaders(settings?: SecuritySettings): Record<string, string>;
export function secureResponse(req: IncomingMessage, res: ServerResponse, settings?: SecuritySettings): void;
