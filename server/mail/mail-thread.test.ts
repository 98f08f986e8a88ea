import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { MAIL_WORKER_STOPPED, openMailThread, type MailThread } from "./mail-thread";
import type { MailRenderJob } from "./recipe";
import { renderRecipe } from "./recipe";
import { SMTP_POOL_CONNECTIONS } from "./smtp-pool";

/**
 * The mail worker is where the server writes and sends mail, off the thread that
 * answers requests (ADR 0076). It must write exactly the mail this thread would
 * (same words, same HTML, same files), send through one pool of SMTP connections
 * rather than a connection per mail, and, once closed, refuse work loudly so the
 * relay keeps the mail for its next pass.
 */

const job: MailRenderJob = {
  kind: "installment_due",
  locale: "fr-FR",
  recipe: {
    link: "https://boxwright.test/orders/R987654321/payment?guest=abc",
    values: { number: "R987654321", amount: "150,00 €", position: "2", date: "15/12/2026" },
    region: "fr",
    block: {
      name: "installment_due",
      facts: {
        number: "R987654321",
        formatter: getRegion("fr").currencyFormatter,
        installment: { position: 2, amount: 15_000, dueDate: "2026-12-15" },
        count: 2,
        total: 30_000,
        received: 15_000,
        due: 15_000,
        bank: null,
      },
    },
  },
};

/** An SMTP server on a free loopback port that counts its connections and keeps what it received. */
function sink() {
  const received: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  return {
    received,
    connections: () => connections,
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = sink();
let thread: MailThread;

beforeAll(async () => {
  const port = await smtp.listen();
  thread = await openMailThread({ smtpUrl: `smtp://127.0.0.1:${port}` });
}, 60_000);

afterAll(async () => {
  await thread?.close();
  await smtp.close();
});

describe("the mail worker", () => {
  it("writes the same mail this thread would, word for word", async () => {
    const [inWorker, here] = await Promise.all([thread.render(job), renderRecipe(job)]);
    expect(inWorker).toEqual(here);
    expect(inWorker.subject).toContain("R987654321");
    expect(inWorker.text).toContain(job.recipe.link);
  });

  it("answers a mail that cannot be written with the error, and goes on working", async () => {
    // Money is whole minor units: a half cent in the facts is a defect the mail must not hide.
    const facts = job.recipe.block!.facts as Extract<NonNullable<MailRenderJob["recipe"]["block"]>, { name: "installment_due" }>["facts"];
    const broken: MailRenderJob = {
      ...job,
      recipe: { ...job.recipe, block: { name: "installment_due", facts: { ...facts, installment: { ...facts.installment, amount: 0.5 } } } },
    };
    await expect(thread.render(broken)).rejects.toThrow(/integer amount of minor units/);
    expect((await thread.render(job)).subject).toContain("R987654321");
  });

  it("sends through one bounded pool: many mails, a few connections", async () => {
    const mail = await thread.render(job);
    const before = smtp.connections();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        thread.transport!.sendMail({
          from: "Boxwright <hello@boxwright.test>",
          to: `pool${i}@example.com`,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      ),
    );
    expect(smtp.received.filter((raw) => /To: pool\d@example\.com/.test(raw))).toHaveLength(8);
    expect(smtp.connections() - before).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    expect(smtp.connections() - before).toBeGreaterThan(0);
  });

  it("once closed, refuses work with the error the relay waits out", async () => {
    const closing = await openMailThread();
    expect(closing.transport).toBeNull();
    expect(closing.alive()).toBe(true);
    await closing.close();
    expect(closing.alive()).toBe(false);
    await expect(closing.render(job)).rejects.toMatchObject({ name: MAIL_WORKER_STOPPED });
  }, 60_000);
});
