import type { AnalyticsConfig } from "./config";
import { sleep, waitForScript, withRetry } from "./retry";

/**
 * Loads the analytics client's code: missing configuration warns 'Config not
 * found' and loads nothing; a load that keeps failing through the retry schedule,
 * or code that never shows up, is taken as blocked (an ad blocker): the page marks
 * analyticsDisabled, logs 'Blocked' and goes on without analytics.
 */

export interface AnalyticsPage {
  analyticsDisabled?: boolean;
}

export interface LoadOptions<T> {
  importClient: () => Promise<T>;
  /** Whether the client's code has run, looked at every 71 ms. */
  present: () => boolean;
  page: AnalyticsPage;
  log?: Pick<Console, "warn" | "log">;
  wait?: (ms: number) => Promise<void>;
}

export async function loadAnalytics<T>(config: AnalyticsConfig | null, options: LoadOptions<T>): Promise<T | null> {
  const log = options.log ?? console;
  if (!config) {
    log.warn("Config not found");
    return null;
  }
  const wait = options.wait ?? sleep;
  try {
    const loaded = await withRetry(options.importClient, undefined, wait);
    if (!(await waitForScript(options.present, wait))) throw new Error("The analytics client did not start");
    return loaded;
  } catch {
    options.page.analyticsDisabled = true;
    log.log("Blocked");
    return null;
  }
}
