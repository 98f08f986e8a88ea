import { MAIL_SMTP_POOL_KEY } from "@/server/runtime/process-keys.mjs";
import type { MailAttachment } from "./block";
import { runningMailThread } from "./mail-thread";
import { createSmtpPool, type SmtpPool } from "./smtp-pool";

/** A file as nodemailer takes it: the bytes, and a cid for an image the HTML shows inline. */
export interface TransportAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** What the shop needs of a mail transport: nodemailer's SMTP transport, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; attachments?: TransportAttachment[] }): Promise<unknown>;
}

/** The outbox row's attachments (base64) as the transport sends them. */
export function transportAttachments(attachments: readonly MailAttachment[] | null | undefined): TransportAttachment[] {
  return (attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.content, "base64"),
    ...(file.cid ? { cid: file.cid } : {}),
  }));
}

/**
 * SMTP delivery when SMTP_URL is set (smtp://user:pass@host:587); none otherwise, the
 * outbox only. Sends go to the mail worker's pooled transport when the worker runs
 * (./mail-thread.ts), else to one pooled transport in this thread; either way the
 * process holds one bounded pool of connections (./smtp-pool.ts), not one per mail.
 */
const viaProcessPool: MailTransport = {
  sendMail(message) {
    const thread = runningMailThread();
    if (thread?.transport) return thread.transport.sendMail(message);
    return inThreadPool(process.env.SMTP_URL!).sendMail(message);
  },
};

const processWide = globalThis as typeof globalThis & { [MAIL_SMTP_POOL_KEY]?: SmtpPool };

function inThreadPool(url: string): SmtpPool {
  processWide[MAIL_SMTP_POOL_KEY] ??= createSmtpPool(url);
  return processWide[MAIL_SMTP_POOL_KEY];
}

export function smtpTransport(): MailTransport | null {
  return process.env.SMTP_URL ? viaProcessPool : null;
}

export const MAIL_FROM = process.env.MAIL_FROM || "Boxwright <hello@boxwright.com>";
