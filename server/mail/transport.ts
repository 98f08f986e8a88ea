import nodemailer from "nodemailer";

/** What the shop needs of a mail transport: nodemailer's SMTP transport, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** SMTP delivery when SMTP_URL is set (smtp://user:pass@host:587); none otherwise, the outbox only. */
let transporter: MailTransport | null | undefined;

export function smtpTransport(): MailTransport | null {
  if (transporter === undefined) {
    const url = process.env.SMTP_URL;
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

export const MAIL_FROM = process.env.MAIL_FROM || "Boxwright <hello@boxwright.com>";
