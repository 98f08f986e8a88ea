import { logger } from "@/server/http/logger";
import { MAIL_FIRST_TRIES_KEY } from "@/server/runtime/process-keys.mjs";
import { SMTP_POOL_CONNECTIONS } from "./smtp-pool";

/**
 * The first try of a mail a request queued, run after the request has answered
 * (docs/adr/0080-after-the-answer-and-transactions-at-once.md). The order's answer needs nothing from
 * its mail: the row is committed with the order, and the relay sends it should
 * this try fail. Awaited in the request, the try held every payment for the mail's
 * words and its SMTP session; with the pool's two connections that capped card
 * payments at about 40 a second, and a slow mail server would have slowed every
 * order with it.
 *
 * Tries run at most MAIL_FIRST_TRY_CONCURRENCY at a time, as many as the SMTP pool
 * has connections, so a burst of orders does not queue hundreds of sends on the
 * threads the next requests need. Past MAIL_FIRST_TRY_BACKLOG waiting tries a mail
 * is left to the relay's next pass, which writes and sends what is due.
 */
export const MAIL_FIRST_TRY_CONCURRENCY = SMTP_POOL_CONNECTIONS;
/** Tries waiting at most; a mail beyond them is sent by the relay (within MAIL_RELAY_INTERVAL_MS). */
export const MAIL_FIRST_TRY_BACKLOG = 1_000;

type Try = () => Promise<void>;

export interface FirstTries {
  /** Runs `attempt` once the tries before it are done; false when the backlog is full and the relay takes the mail. */
  add(attempt: Try): boolean;
  /** Resolves when no try is running or waiting. */
  settled(): Promise<void>;
  /** Drops the waiting tries (their mails stay in the outbox for the relay) and waits for the running ones. */
  stop(): Promise<void>;
}

export function createFirstTries(concurrency = MAIL_FIRST_TRY_CONCURRENCY, backlog = MAIL_FIRST_TRY_BACKLOG): FirstTries {
  const waiting: Try[] = [];
  let running = 0;
  const onIdle: (() => void)[] = [];

  const idle = () => running === 0 && waiting.length === 0;
  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const attempt = waiting.shift()!;
      running += 1;
      attempt()
        .catch((error: unknown) => logger.error({ err: error }, "mail first try failed; the relay tries again"))
        .finally(() => {
          running -= 1;
          pump();
          if (idle()) for (const resolve of onIdle.splice(0)) resolve();
        });
    }
  };

  const settled = () => (idle() ? Promise.resolve() : new Promise<void>((resolve) => onIdle.push(resolve)));

  return {
    add(attempt) {
      if (waiting.length >= backlog) return false;
      waiting.push(attempt);
      // After the current task: the answer that queued the mail is written first.
      setImmediate(pump);
      return true;
    },
    settled,
    stop() {
      waiting.length = 0;
      return settled();
    },
  };
}

const processWide = globalThis as typeof globalThis & { [MAIL_FIRST_TRIES_KEY]?: FirstTries };

/** This process's first tries, shared by every copy of the module Next.js loads (process-keys.mjs). */
export function firstTries(): FirstTries {
  return (processWide[MAIL_FIRST_TRIES_KEY] ??= createFirstTries());
}
