import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The approval mail's one-time code (ADR 0032): an HMAC of the fileset and the
 * address the mail went to, keyed by the order's link secret, so the shop keeps
 * no extra secret and the code opens nothing but that one answer. It is spent
 * with the answer: a fileset is answered once, and a newer one gets a new code.
 */

export const APPROVAL_CODE_PARAM = "code";

export function approvalCode(orderSecret: string, filesetUuid: string, recipient: string): string {
  return createHmac("sha256", orderSecret).update(`approval-code:${filesetUuid}:${recipient.toLowerCase()}`).digest("base64url");
}

export function isApprovalCode(orderSecret: string, filesetUuid: string, recipient: string, code: string): boolean {
  const expected = Buffer.from(approvalCode(orderSecret, filesetUuid, recipient));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
