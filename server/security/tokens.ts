import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Secrets handed to clients (API tokens, mailed links) are 256 random bits, and
 * only their SHA-256 is stored: a copy of the database lets nobody in.
 */

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
