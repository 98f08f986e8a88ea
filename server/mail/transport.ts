import nodemailer from "nodemailer";
import type { MailAttachment } from "./block";

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
