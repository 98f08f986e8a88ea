import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUFFER_KEY, BUFFER_LIMIT, appendToBuffer, readBuffer, takeBuffer } from "./buffer";
import { AnalyticsClient, type AnalyticsEnvironment } from "./client";
import { analyticsConfigFromEnv, DEVELOPMENT_ANALYTICS, readAnalyticsConfig } from "./config";
import { handleAnalyticsError } from "./errors";
import { ANALYTICS_PATHS, EVENT_NAMES } from "./events";
import { loadAnalytics } from "./load";
import { ANALYTICS_RETRY, RETRY_LIMIT_MS, SCRIPT_CHECK_INTERVAL_MS, retryDelays, waitForScript, withRetry } from "./retry";

function memorySession() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const CONFIG = { dataPlaneUrl: "/api", writeKey: "key-1" };

describe("the retry schedule", () => {
  it("grows by 1.4 from 20 ms and stops before 2000 ms in all, within 30 retries", () => {
    const delays = retryDelays();
    expect(delays.slice(0, 4)).toEqual([20, 28, 39, 55]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]! / delays[i - 1]!).toBeCloseTo(1.4, 1);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(RETRY_LIMIT_MS);
    expect(total + Math.round(20 * 1.4 ** delays.length)).toBeGreaterThan(RETRY_LIMIT_MS);
    expect(delays.length).toBeLessThanOrEqual(ANALYTICS_RETRY.retries);
    expect(retryDelays({ ...ANALYTICS_RETRY, limitMs: Infinity })).toHaveLength(30);
  });

  describe("with fake timers", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("retries a failing task at the scheduled times and gives up after the last", async () => {
      const attempts: number[] = [];
      const start = Date.now();
      const task = vi.fn(async () => {
        attempts.push(Date.now() - start);
        throw new Error("offline");
      });
      const outcome = withRetry(task).catch((error: Error) => error);
      await vi.runAllTimersAsync();
      expect(((await outcome) as Error).message).toBe("offline");
      const delays = retryDelays();
      expect(task).toHaveBeenCalledTimes(delays.length + 1);
      let at = 0;
      expect(attempts).toEqual([0, ...delays.map((delay) => (at += delay))]);
    });

    it("stops retrying once the task succeeds", async () => {
      let calls = 0;
      const outcome = withRetry(async () => {
        calls += 1;
        if (calls < 3) throw new Error("not yet");
        return "ok";
      });
      await vi.runAllTimersAsync();
      expect(await outcome).toBe("ok");
      expect(calls).toBe(3);
    });

    it("looks for the script every 71 ms until the overall limit", async () => {
      const checks: number[] = [];
      const start = Date.now();
      const found = waitForScript(() => {
        checks.push(Date.now() - start);
        return false;
      });
      await vi.runAllTimersAsync();
      expect(await found).toBe(false);
      expect(checks[1]).toBe(SCRIPT_CHECK_INTERVAL_MS);
      expect(checks.at(-1)).toBeLessThanOrEqual(RETRY_LIMIT_MS);
      expect(checks.at(-1)! + SCRIPT_CHECK_INTERVAL_MS).toBeGreaterThan(RETRY_LIMIT_MS);

      let present = false;
      const later = waitForScript(() => present);
      await vi.advanceTimersByTimeAsync(SCRIPT_CHECK_INTERVAL_MS * 2);
      present = true;
      await vi.advanceTimersByTimeAsync(SCRIPT_CHECK_INTERVAL_MS);
      expect(await later).toBe(true);
    });
  });
});

describe("loading", () => {
  const noWait = async () => undefined;

  it("warns 'Config not found' and loads nothing without a data plane URL or write key", async () => {
    const log = { warn: vi.fn(), log: vi.fn() };
    const importClient = vi.fn(async () => "client");
    expect(await loadAnalytics(null, { importClient, present: () => true, page: {}, log })).toBeNull();
    expect(log.warn).toHaveBeenCalledWith("Config not found");
    expect(importClient).not.toHaveBeenCalled();
    expect(readAnalyticsConfig({ dataPlaneUrl: "/api" })).toBeNull();
    expect(readAnalyticsConfig({ dataPlaneUrl: "", writeKey: "k" })).toBeNull();
  });

  it("marks the page analyticsDisabled and logs 'Blocked' when the code never loads", async () => {
    const log = { warn: vi.fn(), log: vi.fn() };
    const page: { analyticsDisabled?: boolean } = {};
    const importClient = vi.fn(async () => {
      throw new Error("net::ERR_BLOCKED_BY_CLIENT");
    });
    expect(await loadAnalytics(CONFIG, { importClient, present: () => true, page, log, wait: noWait })).toBeNull();
    expect(page.analyticsDisabled).toBe(true);
    expect(log.log).toHaveBeenCalledWith("Blocked");
    expect(importClient).toHaveBeenCalledTimes(retryDelays().length + 1);
  });

  it("also counts code that loads but never starts as blocked", async () => {
    const log = { warn: vi.fn(), log: vi.fn() };
    const page: { analyticsDisabled?: boolean } = {};
    expect(await loadAnalytics(CONFIG, { importClient: async () => "client", present: () => false, page, log, wait: noWait })).toBeNull();
    expect(page.analyticsDisabled).toBe(true);
  });

  it("hands over the client once its code is there", async () => {
    const page: { analyticsDisabled?: boolean } = {};
    expect(await loadAnalytics(CONFIG, { importClient: async () => "client", present: () => true, page, wait: noWait })).toBe("client");
    expect(page.analyticsDisabled).toBeUndefined();
  });

  it("reads its configuration from the environment; development uses the shop's own API", () => {
    expect(analyticsConfigFromEnv({ ANALYTICS_DATA_PLANE_URL: "https://data.example.com/", ANALYTICS_WRITE_KEY: "abc" })).toEqual({
      dataPlaneUrl: "https://data.example.com",
      writeKey: "abc",
    });
    expect(analyticsConfigFromEnv({ ANALYTICS_DATA_PLANE_URL: "https://data.example.com" })).toBeNull();
    expect(analyticsConfigFromEnv({ NODE_ENV: "production" })).toBeNull();
    expect(analyticsConfigFromEnv({ NODE_ENV: "development" })).toEqual(DEVELOPMENT_ANALYTICS);
  });
});

describe("errors", () => {
  it("go to the reporting hook when there is one, and are thrown otherwise", () => {
    const hook = vi.fn();
    handleAnalyticsError(new Error("boom"), hook);
    expect(hook).toHaveBeenCalledWith(new Error("boom"));
    expect(() => handleAnalyticsError("boom", undefined)).toThrow("boom");
  });
});

describe("the session buffer", () => {
  it("keeps calls in order, drops a corrupt buffer, and empties on take", () => {
    const storage = memorySession();
    appendToBuffer(storage, { path: ANALYTICS_PATHS.track, body: { event: "a" } });
    appendToBuffer(storage, { path: ANALYTICS_PATHS.identify, body: { user_id: "1" } });
    expect(readBuffer(storage).map((call) => call.path)).toEqual([ANALYTICS_PATHS.track, ANALYTICS_PATHS.identify]);
    expect(takeBuffer(storage)).toHaveLength(2);
    expect(storage.map.has(BUFFER_KEY)).toBe(false);
    storage.setItem(BUFFER_KEY, '[{"path":"elsewhere"}]');
    expect(readBuffer(storage)).toEqual([]);
    storage.setItem(BUFFER_KEY, "not json");
    expect(readBuffer(storage)).toEqual([]);
  });

  it("keeps only the newest calls past its limit", () => {
    const storage = memorySession();
    for (let i = 0; i < BUFFER_LIMIT + 5; i += 1) appendToBuffer(storage, { path: ANALYTICS_PATHS.track, body: { n: i } });
    const calls = readBuffer(storage);
    expect(calls).toHaveLength(BUFFER_LIMIT);
    expect(calls[0]!.body.n).toBe(5);
  });
});

describe("the client in pre-consent mode", () => {
  function setup(status = 202) {
    const sessionStorage = memorySession();
    const sent: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
    let id = 0;
    const env: AnalyticsEnvironment = {
      sessionStorage,
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
        return new Response(null, { status });
      }) as typeof fetch,
      headers: () => ({ "X-Region": "de" }),
      page: () => ({ path: "/products", referrer: "", title: "Products" }),
      now: () => new Date("2025-03-01T10:00:00Z"),
      newId: () => `id-0000000${(id += 1)}`,
      wait: async () => undefined,
    };
    return { client: new AnalyticsClient(CONFIG, env), sent, sessionStorage, env };
  }

  it("buffers every kind of event in session storage until analytics consent, sending nothing", async () => {
    const { client, sent, sessionStorage } = setup();
    await client.page();
    await client.identify(42);
    await client.productAdded(7, { sku: "mailer" });
    await client.checkoutStep("address");
    await client.offerViewed(5);
    await client.offerExpired(5);
    expect(sent).toEqual([]);
    expect(readBuffer(sessionStorage)).toHaveLength(7);
    await client.setConsent(false);
    expect(sent).toEqual([]);
  });

  it("flushes the buffer in order on consent, then sends new events at once", async () => {
    const { client, sent, sessionStorage } = setup();
    await client.page();
    await client.productAdded(7);
    await client.setConsent(true);
    expect(sent.map((call) => call.url)).toEqual([
      "/api/v1/analytics_proxies/track",
      "/api/v1/analytics_proxies/track",
      "/api/v1/analytics_proxies/track_product_added_ua_conversion",
    ]);
    expect(sent[0]!.body).toMatchObject({ type: "page", event: EVENT_NAMES.page, page: { path: "/products" }, sent_at: "2025-03-01T10:00:00.000Z" });
    expect(sent[1]!.body).toMatchObject({ type: "track", event: EVENT_NAMES.productAdded, properties: { line_item_id: 7 } });
    expect(sent[2]!.body).toMatchObject({ line_item_id: 7 });
    expect(sent[0]!.headers).toMatchObject({ "X-Analytics-Write-Key": "key-1", "X-Region": "de" });
    expect(readBuffer(sessionStorage)).toEqual([]);

    await client.identify(42);
    expect(sent.at(-1)).toMatchObject({ url: "/api/v1/analytics_proxies/identify", body: { user_id: "42" } });
    await client.setConsent(true);
    expect(sent).toHaveLength(4);
  });

  it("keeps one anonymous id for the visit, across pages", async () => {
    const { sent, env } = setup();
    const nextPage = new AnalyticsClient(CONFIG, env);
    await nextPage.setConsent(true);
    await nextPage.page();
    expect(sent[0]!.body.anonymous_id).toBe("id-00000001");
  });

  it("reports a delivery that keeps failing to the hook, after the retries", async () => {
    const { client, sent, env } = setup(503);
    const onError = vi.fn();
    const reporting = new AnalyticsClient(CONFIG, { ...env, onError });
    await reporting.setConsent(true);
    await reporting.track("Something");
    expect(sent).toHaveLength(retryDelays().length + 1);
    expect(onError).toHaveBeenCalledWith(new Error("Analytics proxy answered 503"));
    await client.setConsent(true);
    await expect(client.track("Something")).rejects.toThrow("Analytics proxy answered 503");
  });
});
