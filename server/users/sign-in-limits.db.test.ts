import { describe, expect, it, vi } from "vitest";
import { database } from "@/server/db";
import { mailOutbox, rateLimits } from "@/server/db/schema";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { afterAnswerSettled } from "./after-answer";
import { ANONYMOUS_USER_LIMITS, SIGN_IN_LIMITS, recoverPassword } from "./service";

/** Limits that hold under parallel requests and hold back an attacker, not the account's owner. */

const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/server/security/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/security/passwords")>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      passwordChecks.count += 1;
      return real.verifyPassword(password, stored);
    },
  };
});

/** Reset mails wait at this gate (when one is set) before they are written and sent. */
const resetMails = vi.hoisted(() => ({ gate: null as Promise<void> | null, to: [] as string[] }));
vi.mock("@/server/mail/service", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/mail/service")>();
  return {
    ...real,
    sendMail: async (...args: Parameters<typeof real.sendMail>) => {
      if (args[1].kind === "reset_password") {
        resetMails.to.push(args[1].to);
        await resetMails.gate;
      }
      return real.sendMail(...args);
    },
  };
});

const api = apiClient();
const PASSWORD = "Double-Wall-Carton-58";
let counter = 0;
const uniqueEmail = () => `limits${Date.now()}${(counter += 1)}@example.com`;
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

async function account(): Promise<string> {
  const email = uniqueEmail();
  await signUp(api, { email, password: PASSWORD }, from("198.51.100.1"));
  return email;
}

function statusCounts(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

describe("sign-in limits", () => {
  it("count parallel wrong passwords before checking them: only the allowance is ever checked", async () => {
    const email = await account();
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => api.post("/api/sign_in", { email, password: `wrong-guess-${i}` }, from("203.0.113.60"))),
    );
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: SIGN_IN_LIMITS.accountAddress, 429: 15 - SIGN_IN_LIMITS.accountAddress });
    expect(passwordChecks.count).toBe(SIGN_IN_LIMITS.accountAddress);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
  });

  it("hold a guesser on many addresses to the account's ceiling, in parallel too", async () => {
    const email = await account();
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.account + 10 }, (_, i) => api.post("/api/sign_in", { email, password: `wrong-guess-${i}` }, from(`192.0.2.${i}`))),
    );
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: SIGN_IN_LIMITS.account, 429: 10 });
    expect(passwordChecks.count).toBe(SIGN_IN_LIMITS.account);
  });

  it("keep an attacker's address out while the owner signs in from another", async () => {
    const email = await account();
    const attacker = from("203.0.113.61");
    for (let i = 0; i < SIGN_IN_LIMITS.accountAddress; i += 1)
      expect((await api.post("/api/sign_in", { email, password: `wrong-${i}-guess` }, attacker)).status).toBe(401);
    const held = await api.post("/api/sign_in", { email, password: PASSWORD }, attacker);
    expect(held.status).toBe(429);

    const owner = await api.post("/api/sign_in", { email, password: PASSWORD }, from("198.51.100.62"));
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
    // Still held, and its refused attempts did not eat into the account's ceiling.
    expect((await api.post("/api/sign_in", { email, password: "wrong-again-1" }, attacker)).status).toBe(429);
    const db = await database();
    const rows = await db.select().from(rateLimits);
    expect(rows.find((row) => row.key === `sign_in:account:${email}`)?.count).toBe(SIGN_IN_LIMITS.accountAddress);
  });

  it("do not count a sign-in with the right password", async () => {
    const email = await account();
    const office = from("198.51.100.63");
    for (let i = 0; i < SIGN_IN_LIMITS.accountAddress + 3; i += 1)
      expect((await api.post("/api/sign_in", { email, password: PASSWORD }, office)).status).toBe(200);
    expect((await api.post("/api/sign_in", { email, password: "wrong-once-1" }, office)).status).toBe(401);
  });
});

describe("password recovery", () => {
  it("does the same work for a known and an unknown address before answering", async () => {
    const known = await account();
    const unknown = uniqueEmail();
    const db = await database();
    const deferred: string[] = [];
    // With the work after the answer never run, both leave exactly the same trace.
    await recoverPassword(db, known, "198.51.100.70", (name) => deferred.push(`known:${name}`));
    await recoverPassword(db, unknown, "198.51.100.71", (name) => deferred.push(`unknown:${name}`));
    expect(deferred).toEqual(["known:password reset mail", "unknown:password reset mail"]);
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.filter((mail) => mail.recipient === known || mail.recipient === unknown).map((mail) => mail.kind)).toEqual(["confirm_email"]);
  });

  it("answers both without waiting for the mail, which then goes to the known address only", async () => {
    const known = await account();
    const unknown = uniqueEmail();
    let release = () => {};
    resetMails.gate = new Promise<void>((resolve) => (release = resolve));
    resetMails.to = [];
    const waited = new Promise<"waited for the mail">((resolve) => setTimeout(() => resolve("waited for the mail"), 3000));
    try {
      for (const email of [known, unknown]) {
        const answer = await Promise.race([api.post("/api/user_passwords/recover", { email }, from("198.51.100.72")), waited]);
        expect(answer).not.toBe("waited for the mail");
        expect(answer).toMatchObject({ status: 202, body: { sent: true } });
      }
    } finally {
      release();
      resetMails.gate = null;
    }
    await afterAnswerSettled();
    expect(resetMails.to).toEqual([known]);
    const db = await database();
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.filter((mail) => mail.kind === "reset_password" && [known, unknown].includes(mail.recipient)).map((mail) => mail.recipient)).toEqual([known]);
  });
});

describe("anonymous users", () => {
  it("are limited per address, in parallel too, with the rate_limited envelope", async () => {
    const tries = 60;
    const answers = await Promise.all(Array.from({ length: tries }, () => api.get("/api/users/anonymous", from("203.0.113.80"))));
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 200: ANONYMOUS_USER_LIMITS.address, 429: tries - ANONYMOUS_USER_LIMITS.address });
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
    expect(limited.body.error.details.retry_after_seconds).toBeLessThanOrEqual(ANONYMOUS_USER_LIMITS.windowSeconds);
    // The other route counts against the same allowance; another address is not held up.
    expect((await api.get("/api/users/create_anonymous", from("203.0.113.80"))).status).toBe(429);
    expect((await api.get("/api/users/create_anonymous", from("203.0.113.81"))).status).toBe(200);
  });
});

describe("the anonymous-user allowance", () => {
  it("is what ANONYMOUS_USERS_PER_MINUTE says, for an operator whose visitors share addresses", async () => {
    vi.stubEnv("ANONYMOUS_USERS_PER_MINUTE", "3");
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await api.get("/api/users/anonymous", from("203.0.113.90"))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
