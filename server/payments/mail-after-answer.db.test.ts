import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { firstTries } from "@/server/mail/first-tries";
import { MAIL_FIRST_TRIES_KEY, MAIL_SMTP_POOL_KEY } from "@/server/runtime/process-keys.mjs";
import { apiClient } from "@/test/api";
import { CARDS, card, pay, readyOrder } from "@/test/checkout";

/**
 * The order mail is written and sent after the payment has answered (ADR 0080):
 * through the real path (the shop API, SMTP_URL, the process's SMTP pool) to an SMTP
 * server that holds every mail until the test lets it through. Were the request to
 * wait for its mail, the payment would not answer while the server holds it.
 */

/** An SMTP server on a free loopback port that accepts a mail's data only once `release` is called. */
function holdingServer() {
  const received: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      started += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void released.then(() => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      });
    },
  });
  return {
    received,
    started: () => started,
    release: () => release(),
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const processWide = globalThis as Record<symbol, { close?: () => void } | undefined>;
const smtp = holdingServer();

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.listen()}`;
});

afterAll(async () => {
  smtp.release();
  await firstTries().stop();
  processWide[MAIL_SMTP_POOL_KEY]?.close?.();
  delete processWide[MAIL_SMTP_POOL_KEY];
  delete processWide[MAIL_FIRST_TRIES_KEY];
  delete process.env.SMTP_URL;
  await smtp.close();
});

async function outboxRow(email: string) {
  const db = await database();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return row;
}

describe("a card payment with SMTP configured", () => {
  it("answers while the mail server still holds its mail, and the mail goes out once it lets go", async () => {
    const order = await readyOrder();
    const paid = await pay(order, await card(CARDS.ok));
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK" });

    // Answered, and the mail is queued with the order: committed, not yet sent.
    const queued = await outboxRow(order.email);
    expect(queued).toMatchObject({ kind: "order_confirmation", sentAt: null, failedAt: null });
    await expect.poll(() => smtp.started(), { timeout: 10_000 }).toBe(1);
    expect((await outboxRow(order.email))!.sentAt).toBeNull();

    smtp.release();
    await firstTries().settled();
    const sent = await outboxRow(order.email);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.attempts).toBe(1);
    expect(sent!.subject).toContain(order.number);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(order.number);
  });

  it("under an Idempotency-Key, sends the mail once the key's transaction has committed, from the committed row", async () => {
    // The whole call is one transaction then, and the service's own a savepoint in it: the first try must
    // neither run inside it nor on its handle once it has ended.
    smtp.release();
    const order = await readyOrder();
    const headers = { "Idempotency-Key": `pay-${order.number}` };
    const body = { payment_method_id: await card(CARDS.ok) };
    const api = apiClient();
    const paid = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, body, { token: order.token, headers });
    expect(paid.status).toBe(200);
    await firstTries().settled();
    const sent = await outboxRow(order.email);
    expect(sent).toMatchObject({ kind: "order_confirmation", attempts: 1, error: null });
    expect(sent!.sentAt).not.toBeNull();
    expect(smtp.received.some((mail) => mail.includes(order.number))).toBe(true);

    // The same call again is answered from the key: no second mail.
    const again = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, body, { token: order.token, headers });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    await firstTries().settled();
    expect(smtp.received.filter((mail) => mail.includes(order.number))).toHaveLength(1);
  });
});
