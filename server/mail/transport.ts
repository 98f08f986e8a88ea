import nodemailer, { type Transporter } from "nodemailer";

/** SMTP delivery when SMTP_URL is set (smtp://user:pass@host:587); none otherwise, the outbox only. */
let transporter: Transporter | null | undefined;

export function smtpTransport(): Transporter | null {
  if (transporter === undefined) {
    const url = process.env.SMTP_URL;
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

export const MAIL_FROM = process.env.MAIL_FROM || "Boxwright <hello@boxwright.com>";
