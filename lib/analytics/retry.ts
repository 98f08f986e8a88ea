/**
 * The analytics retry schedule (spec section 9): each wait 1.4 times the one
 * before, from 20 ms, for at most 30 retries and at most 2000 ms in all; the
 * analytics script is looked for every 71 ms.
 */

export const RETRY_BACKOFF_FACTOR = 1.4;
export const RETRY_COUNT = 30;
export const RETRY_BASE_MS = 20;
export const RETRY_LIMIT_MS = 2000;
export const SCRIPT_CHECK_INTERVAL_MS = 71;

export interface RetrySchedule {
  factor: number;
  retries: number;
  baseMs: number;
  limitMs: number;
}

export const ANALYTICS_RETRY: RetrySchedule = { factor: RETRY_BACKOFF_FACTOR, retries: RETRY_COUNT, baseMs: RETRY_BASE_MS, limitMs: RETRY_LIMIT_MS };

/** The waits before each retry; the list stops where the next wait would pass the overall limit. */
export function retryDelays(schedule: RetrySchedule = ANALYTICS_RETRY): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let attempt = 0; attempt < schedule.retries; attempt += 1) {
    const delay = Math.round(schedule.baseMs * schedule.factor ** attempt);
    if (total + delay > schedule.limitMs) break;
    delays.push(delay);
    total += delay;
  }
  return delays;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the task, retrying on failure by the schedule; the last failure is thrown. */
export async function withRetry<T>(task: () => Promise<T>, schedule: RetrySchedule = ANALYTICS_RETRY, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  const delays = retryDelays(schedule);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** True once `present()` holds, looked at every 71 ms; false after the overall limit. */
export async function waitForScript(present: () => boolean, wait: (ms: number) => Promise<void> = sleep, limitMs = RETRY_LIMIT_MS): Promise<boolean> {
  for (let waited = 0; ; waited += SCRIPT_CHECK_INTERVAL_MS) {
    if (present()) return true;
    if (waited + SCRIPT_CHECK_INTERVAL_MS > limitMs) return false;
    await wait(SCRIPT_CHECK_INTERVAL_MS);
  }
}
