import { logger } from "@/server/http/logger";

/**
 * Work a request starts but does not wait for, so that its answer cannot depend on
 * it (in time or in content). A failure is logged: the caller has been answered.
 */

const running = new Set<Promise<void>>();

export function afterAnswer(name: string, task: () => Promise<void>): void {
  // setImmediate: the task starts only after the caller's code has carried on, like a reply going out first.
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => logger.error({ err: error, task: name }, "work after the answer failed"));
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** Resolves once every task started so far (and any they started) is over. */
export async function afterAnswerSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
