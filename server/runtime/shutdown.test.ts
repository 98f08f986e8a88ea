import { afterEach, describe, expect, it, vi } from "vitest";
import { DATABASE_KEY, DRAINING_KEY, MAIL_FIRST_TRIES_KEY, MAIL_RELAY_KEY, MAIL_SMTP_POOL_KEY, MAIL_WORKER_KEY, MAINTENANCE_KEY } from "./process-keys.mjs";
import { drainOnSignals } from "./shutdown.mjs";

const processWide = globalThis as Record<symbol, unknown>;
const signals = ["SIGINT", "SIGTERM"] as const;
const listenersBefore = Object.fromEntries(signals.map((signal) => [signal, process.listeners(signal)]));

afterEach(() => {
  // The handlers this test wired must not outlive it in the test worker.
  for (const signal of signals)
    for (const listener of process.listeners(signal)) if (!listenersBefore[signal]!.includes(listener)) process.off(signal, listener);
  for (const key of [DATABASE_KEY, DRAINING_KEY, MAIL_RELAY_KEY, MAINTENANCE_KEY, MAIL_WORKER_KEY, MAIL_SMTP_POOL_KEY, MAIL_FIRST_TRIES_KEY])
    delete processWide[key];
});

describe("graceful shutdown", () => {
  it("stops the mail relay, after the mail it is sending, before the database closes", async () => {
    const steps: string[] = [];
    let finishSending = () => {};
    const sending = new Promise<void>((resolve) => (finishSending = resolve));
    processWide[MAIL_RELAY_KEY] = {
      stop: async () => {
        steps.push("relay stops claiming");
        await sending;
        steps.push("relay stopped");
      },
    };
    processWide[DATABASE_KEY] = Promise.resolve({ close: async () => void steps.push("database closed") });
    const exit = vi.fn();
    const server = { close: (done: () => void) => setTimeout(done, 5), closeIdleConnections: () => {} };
    drainOnSignals(server as never, { env: {}, log: () => {}, exit });

    process.emit("SIGTERM");
    await vi.waitFor(() => expect(steps).toContain("relay stops claiming"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).not.toContain("database closed");
    expect(exit).not.toHaveBeenCalled();

    finishSending();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(steps).toEqual(["relay stops claiming", "relay stopped", "database closed"]);
  });

  it("stops the pruning job, after the batch it is deleting, before the database closes", async () => {
    const steps: string[] = [];
    let finishBatch = () => {};
    const batch = new Promise<void>((resolve) => (finishBatch = resolve));
    processWide[MAINTENANCE_KEY] = {
      stop: async () => {
        steps.push("job starts no other batch");
        await batch;
        steps.push("job stopped");
      },
    };
    processWide[DATABASE_KEY] = Promise.resolve({ close: async () => void steps.push("database closed") });
    const exit = vi.fn();
    const server = { close: (done: () => void) => setTimeout(done, 5), closeIdleConnections: () => {} };
    drainOnSignals(server as never, { env: {}, log: () => {}, exit });

    process.emit("SIGTERM");
    await vi.waitFor(() => expect(steps).toContain("job starts no other batch"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).not.toContain("database closed");

    finishBatch();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(steps).toEqual(["job starts no other batch", "job stopped", "database closed"]);
  });

  it("closes the mail worker and the SMTP pool once the relay has stopped, and before the database closes", async () => {
    const steps: string[] = [];
    let finishSending = () => {};
    const sending = new Promise<void>((resolve) => (finishSending = resolve));
    processWide[MAIL_RELAY_KEY] = {
      stop: async () => {
        await sending;
        steps.push("relay stopped");
      },
    };
    processWide[MAIL_WORKER_KEY] = { close: async () => void steps.push("mail worker closed") };
    processWide[MAIL_SMTP_POOL_KEY] = { close: () => void steps.push("smtp pool closed") };
    processWide[DATABASE_KEY] = Promise.resolve({ close: async () => void steps.push("database closed") });
    const exit = vi.fn();
    const server = { close: (done: () => void) => setTimeout(done, 5), closeIdleConnections: () => {} };
    drainOnSignals(server as never, { env: {}, log: () => {}, exit });

    process.emit("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The relay may still be sending through the worker: nothing is closed under it.
    expect(steps).toEqual([]);
    finishSending();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(steps).toEqual(["relay stopped", "mail worker closed", "smtp pool closed", "database closed"]);
  });

  it("lets the mail the last requests queued finish sending before the mail worker and the database close", async () => {
    const steps: string[] = [];
    let finishSending = () => {};
    const sending = new Promise<void>((resolve) => (finishSending = resolve));
    processWide[MAIL_FIRST_TRIES_KEY] = {
      stop: async () => {
        await sending;
        steps.push("first tries stopped");
      },
    };
    processWide[MAIL_WORKER_KEY] = { close: async () => void steps.push("mail worker closed") };
    processWide[DATABASE_KEY] = Promise.resolve({ close: async () => void steps.push("database closed") });
    const exit = vi.fn();
    const server = { close: (done: () => void) => setTimeout(done, 5), closeIdleConnections: () => {} };
    drainOnSignals(server as never, { env: {}, log: () => {}, exit });

    process.emit("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]);
    finishSending();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(steps).toEqual(["first tries stopped", "mail worker closed", "database closed"]);
  });
});
