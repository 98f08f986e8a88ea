import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { MAIL_KEEP_DAYS } from "@/server/mail/relay";
import { TOKEN_IDLE_DAYS } from "@/server/users/auth";
import { ANALYTICS_RETENTION_DAYS, ANONYMOUS_USER_DAYS, cutoffs, IDEMPOTENCY_KEY_HOURS, LONGEST_WINDOW_SECONDS } from "./retention";

/**
 * The privacy page states how long the shop keeps what it keeps; the periods it
 * states are the ones the code deletes by. Each entry of its "what we store and for
 * how long" list is checked in every language against the constant it states.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const storedList = (locale: string): string[] => {
  const page = JSON.parse(readFileSync(path.join(ROOT, "content", locale, "pages", "privacy.json"), "utf8")) as { sections: { list?: string[] }[] };
  return page.sections[1]!.list!;
};
const states = (text: string, figure: number) => new RegExp(`(^|[^0-9])${figure}([^0-9]|$)`).test(text);

describe.each(LOCALES)("the privacy page in %s", (locale) => {
  const list = storedList(locale);
  it("states the periods the shop deletes by", () => {
    expect(states(list[0]!, TOKEN_IDLE_DAYS), "visitor record: idle keys").toBe(true);
    expect(states(list[0]!, ANONYMOUS_USER_DAYS), "visitor record: deleted").toBe(true);
    expect(states(list[6]!, MAIL_KEEP_DAYS), "sent e-mails").toBe(true);
    expect(states(list[7]!, ANALYTICS_RETENTION_DAYS), "usage statistics").toBe(true);
    expect(states(list[8]!, LONGEST_WINDOW_SECONDS / 3600), "security counters, in hours").toBe(true);
    expect(states(list[8]!, IDEMPOTENCY_KEY_HOURS), "answers kept under a one-time key, in hours").toBe(true);
  });
});

describe("the retention periods", () => {
  it("delete an anonymous visitor only once its key can no longer sign in", () => {
    expect(ANONYMOUS_USER_DAYS).toBeGreaterThan(TOKEN_IDLE_DAYS);
  });

  it("put each cut-off the stated time before now", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const cut = cutoffs(now);
    expect(now.getTime() - cut.idempotencyKeys.getTime()).toBe(IDEMPOTENCY_KEY_HOURS * 3600_000);
    expect(now.getTime() - cut.analytics.getTime()).toBe(ANALYTICS_RETENTION_DAYS * 24 * 3600_000);
    expect(now.getTime() - cut.anonymousUsers.getTime()).toBe(ANONYMOUS_USER_DAYS * 24 * 3600_000);
  });
});
