#!/usr/bin/env node
/**
 * A local mail catcher: an SMTP server that keeps every mail it receives in
 * memory and shows them over HTTP. The end-to-end tests point the shop's
 * SMTP_URL at it and read the confirmation and password links from it; in
 * development it shows what the shop would have sent.
 *
 *   node scripts/mail-sink.mjs            SMTP on 127.0.0.1:2525, HTTP on 127.0.0.1:2526
 *   GET /messages?to=someone@example.com  newest first: [{ to, subject, text, receivedAt }]
 *   GET /health
 *
 * Ports come from MAIL_SINK_SMTP_PORT and MAIL_SINK_HTTP_PORT. Loopback only.
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT || 2525);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT || 2526);
const HOST = "127.0.0.1";
const MAX_MESSAGES = 1000;

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

function decodeQuotedPrintable(body) {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodePart(headers, body) {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeHeader(value) {
  // A long subject is folded into several encoded words; the space between two of them is not text (RFC 2047, 6.2).
  return value
    .replace(/(=\?[\w-]+\?[bq]\?[^?]*\?=)\s+(?==\?[\w-]+\?[bq]\?)/gi, "$1")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind, text) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The plain-text body of a (possibly multipart) message: enough MIME for the shop's own mails. */
export function plainText(raw) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return decodePart(head, body);
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(partHead)) return decodePart(partHead, partBody.join("\n\n")).trim();
  }
  return "";
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const subject = decodeHeader(/^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "");
      messages.unshift({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject,
        text: plainText(raw),
        receivedAt: new Date().toISOString(),
      });
      messages.length = Math.min(messages.length, MAX_MESSAGES);
      callback();
    });
  },
});

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${HOST}`);
  response.setHeader("Content-Type", "application/json");
  if (url.pathname === "/health") return response.end(JSON.stringify({ ok: true, messages: messages.length }));
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return response.end(JSON.stringify(to ? messages.filter((message) => message.to.includes(to)) : messages));
  }
  response.statusCode = 404;
  response.end(JSON.stringify({ error: "not found" }));
});

smtp.listen(SMTP_PORT, HOST, () => {
  web.listen(HTTP_PORT, HOST, () => console.log(`mail sink: SMTP ${HOST}:${SMTP_PORT}, mails at http://${HOST}:${HTTP_PORT}/messages`));
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
