import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, inArray, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRegion } from "@/regions";
import { database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import {
  claimMail,
  MAIL_CLAIM_MINUTES,
  MAIL_KEEP_DAYS,
  MAIL_LONGEST_SEND_MINUTES,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MINUTES,
  pruneOldMail,
  relayDueMail,
  renderPending,
  startMailRelay,
  stopMailRelay,
} from "./relay";
import { MAIL_WORKER_STOPPED } from "./mail-thread";
import type { PaymentReceivedFacts } from "./payment";
import { renderRecipe, type MailRenderer } from "./recipe";
import { QR_CODE_CID } from "./render";
import { deliverMail, queueMail, renderMail, type OutgoingMail, type QueuedMail } from "./service";
import type { MailTransport } from "./transport";

/**
 * Mail is never lost and never sent twice: what SMTP refuses is tried again later,
 * with growing waits, until the shop gives up and says so; two senders never send
 * one mail; a mail whose transaction rolled back never leaves. Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL, where the two senders are two connections.
 */

const MINUTE = 60_000;
let counter = 0;
const uniqueAddress = () => `relay${Date.now()}${(counter += 1)}@example.com`;

/** Stands in for the SMTP server: keeps what it accepted, refuses while `refusing` says so. */
function fakeTransport(refusing: (to: string) => boolean = () => false) {
  const delivered: string[] = [];
  const tried: string[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      tried.push(message.to);
      // A real server takes a moment, long enough for a second sender to try the same rows meanwhile.
      await sleep(2);
      if (refusing(message.to)) throw new Error("451 4.3.0 mail server temporarily unavailable");
      delivered.push(message.to);
    },
  };
  return { transport, delivered, tried };
}

async function queue(to: string): Promise<QueuedMail> {
  const db = await database();
  return queueMail(
    db,
    { to, kind: "contact_message", locale: "en-US", link: "https://boxwright.test/contact" },
    { subject: "Hello", text: `Hello ${to}`, html: `<p>Hello</p>` },
  );
}

/** A payment received mail as the settling transaction queues it: the facts of its block, no words. */
function paymentMail(to: string): OutgoingMail {
  const facts: PaymentReceivedFacts = {
    number: "R123456789",
    formatter: getRegion("de").currencyFormatter,
    amount: 12_000,
    total: 30_000,
    received: 12_000,
    due: 18_000,
    next: { position: 2, amount: 18_000, dueDate: "2026-12-15" },
    linkDays: 30,
  };
  return {
    to,
    kind: "payment_received",
    locale: "de-DE",
    region: "de",
    link: "https://boxwright.test/orders/R123456789?guest=abc",
    values: { number: facts.number, amount: "120,00 €" },
    block: { name: "payment_received", facts },
  };
}

async function rowOf(id: number) {
  const db = await database();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

/** How many times each address received a mail. */
function countsOf(addresses: string[]) {
  return Object.fromEntries(addresses.map((address) => [address, 0]));
}

afterEach(async () => {
  vi.restoreAllMocks();
  await stopMailRelay();
});

describe("the mail outbox relay", () => {
  it("sends a mail's attachments from the committed row: the offer's QR code reaches SMTP as a PNG with its cid", async () => {
    const db = await database();
    const to = uniqueAddress();
    const png = await QRCode.toBuffer("https://boxwright.test/offer/abc/review", { type: "png", width: 320 });
    const values = { total: "£120.00", validUntil: "31 December 2026", manager: "", hasManager: "no", note: "", hasNote: "no" };
    const content = await renderMail("offer_sent", "en-US", "https://boxwright.test/offer/abc/review", values, { region: "gb", qrCode: png });
    const queued = await queueMail(db, { to, kind: "offer_sent", locale: "en-US", link: "https://boxwright.test/offer/abc/review" }, content);
    expect((await rowOf(queued.id)).attachments).toEqual([expect.objectContaining({ cid: QR_CODE_CID, contentType: "image/png" })]);
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    await deliverMail(db, queued, { sendMail: async (message) => sent.push(message) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.html).toContain(`src="cid:${QR_CODE_CID}"`);
    expect(sent[0]!.attachments).toEqual([{ filename: "qr-code.png", contentType: "image/png", cid: QR_CODE_CID, content: png }]);
    // A mail without files sends none.
    const plain = await queue(uniqueAddress());
    await deliverMail(db, plain, { sendMail: async (message) => sent.push(message) });
    expect(sent[1]!.attachments).toBeUndefined();
  });

  it("tries a mail SMTP refused again later, and it is delivered exactly once", async () => {
    const db = await database();
    const to = uniqueAddress();
    let down = true;
    const smtp = fakeTransport(() => down);
    const queued = await queue(to);

    const before = Date.now();
    await deliverMail(db, queued, smtp.transport);
    const failed = await rowOf(queued.id);
    expect(failed).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, claimedUntil: null });
    expect(failed.error).toContain("451");
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + MAIL_RETRY_DELAYS_MINUTES[0] * MINUTE);

    down = false;
    // Not before its time...
    await relayDueMail(db, smtp.transport, { now: () => new Date(before + 30_000) });
    expect(smtp.delivered).toEqual([]);
    // ...then once, and never again.
    const later = () => new Date(failed.nextAttemptAt.getTime() + 1000);
    await relayDueMail(db, smtp.transport, { now: later });
    await relayDueMail(db, smtp.transport, { now: () => new Date(later().getTime() + 24 * 60 * MINUTE) });
    await deliverMail(db, queued, smtp.transport);
    expect(smtp.delivered).toEqual([to]);
    const sent = await rowOf(queued.id);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.attempts).toBe(2);
  });

  it("waits longer after each failure, up to a cap, then gives the mail up, marks it and logs an error", async () => {
    const db = await database();
    const errors = vi.spyOn(logger, "error");
    const smtp = fakeTransport(() => true);
    const queued = await queue(uniqueAddress());

    // A second on: the database's clock counts microseconds, a Date only milliseconds.
    let now = Date.now() + 1000;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const outcome = await relayDueMail(db, smtp.transport, { now: () => new Date(now) });
      expect(outcome.failed).toBeGreaterThanOrEqual(1);
      const row = await rowOf(queued.id);
      expect(row.attempts).toBe(attempt);
      if (attempt === MAIL_MAX_ATTEMPTS) break;
      expect(row.failedAt).toBeNull();
      waits.push(row.nextAttemptAt.getTime() - now);
      // A minute early nothing happens to it.
      await relayDueMail(db, smtp.transport, { now: () => new Date(row.nextAttemptAt.getTime() - 1000) });
      expect((await rowOf(queued.id)).attempts).toBe(attempt);
      now = row.nextAttemptAt.getTime();
    }
    expect(waits[0]).toBe(MAIL_RETRY_DELAYS_MINUTES[0] * MINUTE);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits.at(-1)).toBeGreaterThan(waits[0]! * 100);
    expect(Math.max(...waits)).toBe(Math.max(...MAIL_RETRY_DELAYS_MINUTES) * MINUTE);

    const givenUp = await rowOf(queued.id);
    expect(givenUp.failedAt).not.toBeNull();
    expect(givenUp.sentAt).toBeNull();
    expect(givenUp.error).toContain("451");
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ mailId: queued.id, attempts: MAIL_MAX_ATTEMPTS }), expect.stringContaining("given up"));

    // Given up means left alone, even once SMTP is back, until an operator sends it again (docs/operating.md).
    const healthy = fakeTransport();
    await relayDueMail(db, healthy.transport, { now: () => new Date(now + 30 * 24 * 60 * MINUTE) });
    expect(healthy.tried).not.toContain(givenUp.recipient);
    await db.update(mailOutbox).set({ failedAt: null, attempts: 0, nextAttemptAt: new Date() }).where(eq(mailOutbox.id, queued.id));
    await relayDueMail(db, healthy.transport);
    expect(healthy.delivered.filter((to) => to === givenUp.recipient)).toHaveLength(1);
  });

  it("two relays at once, and the first try beside them, send each mail exactly once", async () => {
    const db = await database();
    const addresses = Array.from({ length: 30 }, uniqueAddress);
    const queued = [];
    for (const to of addresses) queued.push(await queue(to));
    const smtp = fakeTransport();

    await Promise.all([
      relayDueMail(db, smtp.transport, { batch: 4 }),
      relayDueMail(db, smtp.transport, { batch: 4 }),
      ...queued.slice(0, 10).map((mail) => deliverMail(db, mail, smtp.transport)),
    ]);

    const counts = countsOf(addresses);
    for (const to of smtp.delivered) if (to in counts) counts[to] = (counts[to] ?? 0) + 1;
    expect(counts).toEqual(Object.fromEntries(addresses.map((to) => [to, 1])));
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("leaves a mail another sender holds alone, and sends it once that sender's claim runs out (it crashed)", async () => {
    const db = await database();
    const to = uniqueAddress();
    const queued = await queue(to);
    const smtp = fakeTransport();

    // A sender claims the mail and dies before sending it.
    const start = Date.now();
    const [claimed] = await claimMail(db, { ids: [queued.id], now: new Date(start) });
    expect(claimed?.id).toBe(queued.id);

    await relayDueMail(db, smtp.transport, { now: () => new Date(start + 60_000) });
    await deliverMail(db, queued, smtp.transport);
    expect(smtp.delivered).not.toContain(to);

    await relayDueMail(db, smtp.transport, { now: () => new Date(start + (MAIL_CLAIM_MINUTES + 1) * MINUTE) });
    expect(smtp.delivered.filter((address) => address === to)).toHaveLength(1);
  });

  it("never sends on a claim that may run out mid-send: a slow batch hands back what is left and claims it anew", async () => {
    const db = await database();
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    for (const to of addresses) await queue(to);
    // Each send takes eight minutes of the relay's clock: by the second mail, the batch's claim has less than a send's time left.
    let clock = Date.now() + 1000;
    const now = () => new Date(clock);
    const delivered: string[] = [];
    const claimLeftAtSend: number[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, message.to));
        claimLeftAtSend.push(row!.claimedUntil!.getTime() - clock);
        clock += 8 * MINUTE;
        delivered.push(message.to);
      },
    };
    await relayDueMail(db, transport, { now, batch: 3 });

    expect(delivered.filter((to) => addresses.includes(to)).sort()).toEqual([...addresses].sort());
    expect(new Set(delivered).size).toBe(delivered.length);
    for (const left of claimLeftAtSend) expect(left).toBeGreaterThanOrEqual(MAIL_LONGEST_SEND_MINUTES * MINUTE);
  });

  it("writes a mail queued from its facts after the commit: the transaction stores the recipe, the first try the words, even without SMTP", async () => {
    const db = await database();
    const to = uniqueAddress();
    const mail = paymentMail(to);
    const queued = await db.transaction((tx) => queueMail(tx, mail));
    const stored = await rowOf(queued.id);
    // The request's transaction wrote what the mail needs, not the mail: no words yet, the facts as JSON.
    expect(stored).toMatchObject({ kind: "payment_received", locale: "de-DE", subject: "", text: "", html: "" });
    expect(stored.recipe).toEqual({ link: mail.link, values: mail.values, region: "de", block: mail.block });
    // Not sendable before its words are written.
    expect(await claimMail(db, { ids: [queued.id] })).toEqual([]);

    await deliverMail(db, queued, null);
    const written = await rowOf(queued.id);
    const expected = await renderRecipe({ kind: "payment_received", locale: "de-DE", recipe: stored.recipe! });
    expect(written).toMatchObject({ subject: expected.subject, text: expected.text, html: expected.html, recipe: null, sentAt: null, failedAt: null });
    // The words are the mail's whole: the block's facts (the next instalment) and the link are in the text.
    expect(written.subject).toContain("R123456789");
    expect(written.text).toContain(mail.link);
    expect(written.text).toContain("180,00");
  });

  it("sends the words written from the recipe, and the QR code it carries, through the first try", async () => {
    const db = await database();
    const to = uniqueAddress();
    const png = await QRCode.toBuffer("https://boxwright.test/offer/xyz/review", { type: "png", width: 320 });
    const queued = await queueMail(db, { ...paymentMail(to), qrCode: png });
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    await deliverMail(db, queued, { sendMail: async (message) => sent.push(message) });
    const row = await rowOf(queued.id);
    expect(sent).toEqual([expect.objectContaining({ to, subject: row.subject, text: row.text, html: row.html })]);
    expect(row.subject).not.toBe("");
    expect(sent[0]!.attachments).toEqual([{ filename: "qr-code.png", contentType: "image/png", cid: QR_CODE_CID, content: png }]);
    expect(row.sentAt).not.toBeNull();
  });

  it("gives up at once on a mail that cannot be written, and says so; a mail worker that stopped only delays it", async () => {
    const db = await database();
    const errors = vi.spyOn(logger, "error");
    const broken = await queueMail(db, paymentMail(uniqueAddress()));
    const failing: MailRenderer = async () => {
      throw new Error("MISSING_MESSAGE: Mail.payment.title");
    };
    await deliverMail(db, broken, fakeTransport().transport, failing);
    const givenUp = await rowOf(broken.id);
    expect(givenUp.failedAt).not.toBeNull();
    expect(givenUp.error).toContain("MISSING_MESSAGE");
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ mailId: broken.id }), expect.stringContaining("could not be written"));

    const delayed = await queueMail(db, paymentMail(uniqueAddress()));
    const gone: MailRenderer = async () => {
      throw Object.assign(new Error("the mail worker stopped: exited with code 1"), { name: MAIL_WORKER_STOPPED });
    };
    await deliverMail(db, delayed, fakeTransport().transport, gone);
    expect(await rowOf(delayed.id)).toMatchObject({ failedAt: null, sentAt: null });
    expect((await rowOf(delayed.id)).recipe).not.toBeNull();
    // The relay's next pass writes it and sends it.
    const smtp = fakeTransport();
    expect(await renderPending(db)).toBeGreaterThanOrEqual(1);
    await relayDueMail(db, smtp.transport);
    expect(smtp.delivered).toContain((await rowOf(delayed.id)).recipient);
  });

  it("the relay's pass writes and sends mail whose first try never came (the process stopped after the commit)", async () => {
    const smtp = fakeTransport();
    const to = uniqueAddress();
    const queued = await queueMail(await database(), paymentMail(to));
    startMailRelay(database, smtp.transport, 20);
    await vi.waitFor(() => expect(smtp.delivered).toContain(to), { timeout: 5000 });
    const row = await rowOf(queued.id);
    expect(row.recipe).toBeNull();
    expect(row.subject).toContain("R123456789");
  });

  it("never sends a mail queued in a transaction that rolled back", async () => {
    const db = await database();
    const to = uniqueAddress();
    let queued: QueuedMail | undefined;
    await expect(
      db.transaction(async (tx) => {
        queued = await queueMail(
          tx,
          { to, kind: "contact_message", locale: "en-US", link: "https://boxwright.test/contact" },
          { subject: "Hello", text: "Hello", html: "<p>Hello</p>" },
        );
        throw new Error("the order could not be completed");
      }),
    ).rejects.toThrow("could not be completed");

    const smtp = fakeTransport();
    await deliverMail(db, queued!, smtp.transport);
    await relayDueMail(db, smtp.transport, { now: () => new Date(Date.now() + 24 * 60 * MINUTE) });
    expect(smtp.tried).not.toContain(to);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
  });

  it("runs in the background once started, and does nothing more once stopped", async () => {
    const smtp = fakeTransport();
    const relay = startMailRelay(database, smtp.transport, 20);
    expect(relay).not.toBeNull();
    // A second start in the same process is the same relay, not a second one.
    expect(startMailRelay(database, smtp.transport, 20)).toBe(relay);

    const db = await database();
    const first = uniqueAddress();
    await queue(first);
    await vi.waitFor(() => expect(smtp.delivered).toContain(first), { timeout: 5000 });

    await relay!.stop();
    const second = uniqueAddress();
    await queue(second);
    await sleep(100);
    expect(smtp.tried).not.toContain(second);
    const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, second));
    expect(waiting?.sentAt).toBeNull();
  });

  it("stopped in the middle of a pass, finishes the mail it is sending and hands the rest back at once", async () => {
    const db = await database();
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    // Mail the tests above left waiting is taken out of the way, so the first pass claims exactly these three.
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date() })
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    for (const to of addresses) await queue(to);
    const delivered: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transport: MailTransport = {
      async sendMail(message) {
        await held;
        delivered.push(message.to);
      },
    };
    const relay = startMailRelay(database, transport, 60_000)!;
    try {
      // The first pass claims them; on a loaded machine that may take longer than a second.
      await vi.waitFor(
        async () => {
          const claimed = await db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses));
          expect(claimed.every((row) => row.claimedUntil !== null)).toBe(true);
        },
        { timeout: 20_000, interval: 100 },
      );
    } catch (error) {
      // A send left held would keep the relay from stopping, and every test after this one would wait for it.
      release();
      throw error;
    }

    const stopped = relay.stop();
    release();
    await stopped;
    // One mail went out; every other one is free for the next sender.
    expect(delivered).toHaveLength(1);
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses));
    const handedBack = rows.filter((row) => !delivered.includes(row.recipient));
    expect(handedBack.length).toBeGreaterThanOrEqual(2);
    expect(handedBack.map((row) => ({ sent: row.sentAt !== null, claimed: row.claimedUntil !== null }))).toEqual(
      handedBack.map(() => ({ sent: false, claimed: false })),
    );
  });

  it("keeps delivered and given-up mail for MAIL_KEEP_DAYS, then deletes it; mail still waiting stays however old", async () => {
    const db = await database();
    const day = 24 * 60 * MINUTE;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const [oldSent, recentSent, oldFailed, oldWaiting] = await Promise.all([1, 2, 3, 4].map(() => queue(uniqueAddress())));
    await db
      .update(mailOutbox)
      .set({ sentAt: ago(MAIL_KEEP_DAYS + 1) })
      .where(eq(mailOutbox.id, oldSent!.id));
    await db
      .update(mailOutbox)
      .set({ sentAt: ago(MAIL_KEEP_DAYS - 1) })
      .where(eq(mailOutbox.id, recentSent!.id));
    await db
      .update(mailOutbox)
      .set({ failedAt: ago(MAIL_KEEP_DAYS + 1) })
      .where(eq(mailOutbox.id, oldFailed!.id));
    await db
      .update(mailOutbox)
      .set({ createdAt: ago(MAIL_KEEP_DAYS * 2) })
      .where(eq(mailOutbox.id, oldWaiting!.id));

    expect(await pruneOldMail(db, now)).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldSent!.id, recentSent!.id, oldFailed!.id, oldWaiting!.id]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recentSent!.id, oldWaiting!.id].sort((a, b) => a - b));
  });

  it("prunes in batches of bounded size, so no one statement deletes a year of mail; a pass stops at its batch limit", async () => {
    const db = await database();
    const now = new Date();
    const old = new Date(now.getTime() - (MAIL_KEEP_DAYS + 1) * 24 * 60 * MINUTE);
    // What the tests above left past its time goes first, so the counts below are these five alone.
    await pruneOldMail(db, now);
    const queued = [];
    for (let i = 0; i < 5; i += 1) queued.push(await queue(uniqueAddress()));
    const ids = queued.map((mail) => mail.id);
    await db.update(mailOutbox).set({ sentAt: old }).where(inArray(mailOutbox.id, ids));
    const statements: string[] = [];
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === "delete") statements.push("delete");
        return Reflect.get(target, key, receiver);
      },
    });

    expect(await pruneOldMail(counting, now, { batch: 2, maxBatches: 1 })).toBe(2);
    expect(await pruneOldMail(counting, now, { batch: 2 })).toBe(3);
    expect(statements).toHaveLength(3);
    expect(await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).toEqual([]);
  });

  it("without SMTP starts nothing and leaves mail in the outbox, where it can be read", async () => {
    const db = await database();
    expect(startMailRelay(database, null)).toBeNull();
    const queued = await queue(uniqueAddress());
    await deliverMail(db, queued, null);
    expect(await rowOf(queued.id)).toMatchObject({ sentAt: null, attempts: 0, claimedUntil: null, failedAt: null, error: null });
  });
});
