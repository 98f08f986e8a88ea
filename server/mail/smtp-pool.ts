import nodemailer from "nodemailer";
import type { MailTransport } from "./transport";

/**
 * Connections one process keeps open to the SMTP server at most. A pooled transport
 * reuses them from mail to mail (a new connection per mail costs a TCP and TLS
 * handshake and the server's greeting every time); two are enough for a shop's mail
 * and stay well under any relay's limit per client.
 */
export const SMTP_POOL_CONNECTIONS = 2;
/** Mails one connection carries before it is closed and opened anew, as servers limit a session. */
export const SMTP_POOL_MESSAGES = 100;

export interface SmtpPool extends MailTransport {
  close(): void;
}

/** The pooled SMTP transport for SMTP_URL (smtp://user:pass@host:587); the pool settings override any in the URL. */
export function createSmtpPool(url: string): SmtpPool {
  const pooled = new URL(url);
  pooled.searchParams.set("pool", "true");
  pooled.searchParams.set("maxConnections", String(SMTP_POOL_CONNECTIONS));
  pooled.searchParams.set("maxMessages", String(SMTP_POOL_MESSAGES));
  const transport = nodemailer.createTransport(pooled.toString());
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}
