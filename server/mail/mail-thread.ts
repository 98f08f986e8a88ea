import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "@/server/http/logger";
import { MAIL_WORKER_KEY } from "@/server/runtime/process-keys.mjs";
import type { MailRenderJob } from "./recipe";
import type { MailContent } from "./render";
import type { MailTransport } from "./transport";

/**
 * The main thread's side of the mail worker (mail-worker.mjs, ADR 0076): `render`
 * and `transport` post a job and wait for its answer, so a mail costs this thread a
 * message each way instead of react-email's rendering and the SMTP session. The
 * worker is started by instrumentation.ts, once per server process, and closed by
 * shutdown.mjs after the relay. Tests and scripts run without it: mail is then
 * written and sent in their own thread (service.ts picks).
 */

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };
type Op = "render" | "send" | "close";

export interface MailThread {
  render(job: MailRenderJob): Promise<MailContent>;
  /** Sends through the worker's pooled SMTP transport; null without SMTP_URL. */
  transport: MailTransport | null;
  /** False once the worker has ended (closed, or crashed): the caller writes and sends mail in its own thread then. */
  alive(): boolean;
  /** Closes the SMTP pool (after the mails under way) and ends the worker. */
  close(): Promise<void>;
}

/** The name of the error a job fails with when the worker has ended: a passing fault, the mail waits for the next pass. */
export const MAIL_WORKER_STOPPED = "MailWorkerStopped";

function workerStopped(reason: string, cause?: unknown): Error {
  const error = new Error(`the mail worker stopped: ${reason}`, cause === undefined ? undefined : { cause });
  error.name = MAIL_WORKER_STOPPED;
  return error;
}

/** The worker's file: plain JavaScript beside this module, loaded by Node (the server runs from the project folder). */
export function mailWorkerFile(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "server", "mail", "mail-worker.mjs");
}

function rebuildError(fields: NonNullable<Reply["error"]>): Error {
  const { message, name, stack, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === "string") error.name = name;
  if (typeof stack === "string") error.stack = `${stack}\n    (in the mail worker)`;
  return error;
}

/** Starts a mail worker; the answer waits until it has loaded the mail modules, and fails if it cannot. */
export async function openMailThread(options: { smtpUrl?: string; workerFile?: string } = {}): Promise<MailThread> {
  // Constructed through Reflect so that the bundler does not take `new Worker(<path>)` for a worker entry to
  // bundle (it tried to and failed the build): the worker file is loaded by Node at run time, as it is.
  const workerFile = options.workerFile ?? mailWorkerFile();
  const worker: Worker = Reflect.construct(Worker, [workerFile, { workerData: { smtpUrl: options.smtpUrl ?? null } }]);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  // An idle worker does not hold the process open; one with a job under way does, until it answers.
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  const ready = new Promise<unknown>((resolve, reject) => {
    pending.set(0, { resolve, reject });
  });
  worker.on("message", (reply: Reply) => {
    const waiting = settle(reply.id);
    if (reply.error) waiting?.reject(rebuildError(reply.error));
    else waiting?.resolve(reply.value);
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
    worker.unref();
  };
  worker.on("error", (error) => {
    logger.error({ err: error }, "mail worker failed: mail is rendered and sent on the server's thread from now on");
    stop(workerStopped(error.message, error));
  });
  worker.on("exit", (code) => stop(workerStopped(`exited with code ${code}`)));

  const post = <T>(op: Op, payload?: unknown): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, payload });
    });
  };

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    render: (job) => post<MailContent>("render", job),
    transport: options.smtpUrl ? { sendMail: (message) => post("send", message) } : null,
    alive: () => stopped === null,
    async close() {
      if (stopped) return;
      await post("close").catch(() => {});
      await new Promise<void>((resolve) => (stopped ? resolve() : worker.once("exit", () => resolve())));
    },
  };
}

const processWide = globalThis as typeof globalThis & { [MAIL_WORKER_KEY]?: MailThread };

/** This process's mail worker, if one runs; a worker that crashed is not used again (its jobs failed and wait for the relay). */
export function runningMailThread(): MailThread | null {
  const thread = processWide[MAIL_WORKER_KEY];
  return thread?.alive() ? thread : null;
}

/**
 * Starts the process's mail worker (instrumentation.ts). Should it fail to start (the
 * server's folder lacks the mail sources or tsx), mail is written and sent in this
 * thread as before, and the log says so; so it is with MAIL_THREAD=main.
 */
export async function startMailThread(
  smtpUrl: string | undefined = process.env.SMTP_URL || undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<MailThread | null> {
  // MAIL_THREAD=main keeps mail on the HTTP thread, as before ADR 0076: for comparison, and as a way back.
  if (env.MAIL_THREAD === "main") return null;
  if (processWide[MAIL_WORKER_KEY]) return processWide[MAIL_WORKER_KEY];
  try {
    const thread = await openMailThread({ ...(smtpUrl ? { smtpUrl } : {}) });
    const closing: MailThread = {
      ...thread,
      async close() {
        if (processWide[MAIL_WORKER_KEY] === closing) delete processWide[MAIL_WORKER_KEY];
        await thread.close();
      },
    };
    processWide[MAIL_WORKER_KEY] = closing;
    return closing;
  } catch (error) {
    logger.error({ err: error }, "mail worker did not start: mail is rendered and sent on the server's thread");
    return null;
  }
}

/** Closes this process's mail worker, if one runs (shutdown, tests). */
export async function stopMailThread(): Promise<void> {
  await processWide[MAIL_WORKER_KEY]?.close();
}
