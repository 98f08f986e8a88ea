import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/server/http/logger";
import { startPeriodic, type PeriodicJob } from "./periodic";

/**
 * The shop's background jobs (mail relay, instalment reminders, pruning) run on this
 * helper: a job must start when told, never run two passes at once, survive a failed
 * pass, and once stopped start nothing more, not even a first pass still waiting, and
 * let shutdown close the database only after the pass under way has ended.
 */

const KEY = Symbol("a test job");

/** A pass that runs until the test lets it end. */
function heldPasses() {
  const calls: { stopping: () => boolean; end: () => void }[] = [];
  const pass = vi.fn(
    (stopping: () => boolean) =>
      new Promise<void>((resolve) => {
        calls.push({ stopping, end: resolve });
      }),
  );
  return { pass, calls };
}

let job: PeriodicJob | null = null;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  const stopping = job?.stop();
  job = null;
  await vi.runOnlyPendingTimersAsync();
  await stopping;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a periodic job", () => {
  it("runs its first pass after the first-pass delay, then once every interval", async () => {
    const pass = vi.fn(async () => {});
    job = startPeriodic({ pass, intervalMs: 10_000, firstPassDelayMs: 3_000, failure: "failed" });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it("runs at once by default, and never starts a pass while the last one runs", async () => {
    const { pass, calls } = heldPasses();
    job = startPeriodic({ pass, intervalMs: 1_000, failure: "failed" });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    // Five intervals go by while the first pass still runs: none of them starts another.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
    calls[0]!.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    calls[1]!.end();
  });

  it("logs a failed pass and tries again at the next interval", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined as never);
    const pass = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(undefined);
    job = startPeriodic({ pass, intervalMs: 1_000, failure: "the pass failed; the next one tries again" });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "database down" }) }, "the pass failed; the next one tries again");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("stopped before its first pass, never runs: the first-pass timer is cleared with the interval", async () => {
    const pass = vi.fn(async () => {});
    const stopped = startPeriodic({ pass, intervalMs: 10_000, firstPassDelayMs: 60_000, failure: "failed" });
    await stopped.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pass).not.toHaveBeenCalled();
  });

  it("stopped during a pass, tells the pass, answers only once it has ended, and starts nothing more", async () => {
    const { pass, calls } = heldPasses();
    const running = startPeriodic({ pass, intervalMs: 1_000, failure: "failed" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]!.stopping()).toBe(false);

    let done = false;
    const stopped = running.stop().then(() => (done = true));
    expect(calls[0]!.stopping()).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    calls[0]!.end();
    await stopped;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("given a key, is one per process until stopped, then can be started anew", async () => {
    const first = startPeriodic({ pass: async () => {}, intervalMs: 1_000, failure: "failed", key: KEY });
    expect(startPeriodic({ pass: async () => {}, intervalMs: 1_000, failure: "failed", key: KEY })).toBe(first);
    await first.stop();
    job = startPeriodic({ pass: async () => {}, intervalMs: 1_000, failure: "failed", key: KEY });
    expect(job).not.toBe(first);
  });

  it("does not hold a finished process open: both timers are unref'd", async () => {
    const unref = vi.fn();
    vi.spyOn(globalThis, "setInterval").mockReturnValue({ unref } as unknown as NodeJS.Timeout);
    vi.spyOn(globalThis, "setTimeout").mockReturnValue({ unref } as unknown as NodeJS.Timeout);
    vi.spyOn(globalThis, "clearInterval").mockImplementation(() => {});
    vi.spyOn(globalThis, "clearTimeout").mockImplementation(() => {});
    const quiet = startPeriodic({ pass: async () => {}, intervalMs: 1_000, failure: "failed" });
    expect(unref).toHaveBeenCalledTimes(2);
    await quiet.stop();
    vi.restoreAllMocks();
  });
});
