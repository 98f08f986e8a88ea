import { afterEach, describe, expect, it, vi } from "vitest";

const reported = vi.hoisted(() => [] as { source: string; error: unknown }[]);
vi.mock("@/lib/monitoring/report", () => ({ reportClientError: (source: string, error: unknown) => reported.push({ source, error }) }));

import { attributionStarted, resetAttributionStart, startAttribution } from "./start";

afterEach(() => {
  resetAttributionStart();
  reported.length = 0;
});

/** A chunk that arrives when the test says so, with an attribution that records the countries it ran for. */
function slowChunk() {
  const ran: (string | undefined)[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => ({ initAttribution: (country: string | undefined) => ran.push(country) })));
  return { ran, arrive, load };
}

describe("attribution's start on a page", () => {
  it("runs once per page load, for the storefront's country, however often it is started", async () => {
    const chunk = slowChunk();
    const first = startAttribution("PL", chunk.load);
    const again = startAttribution("PL", chunk.load);
    chunk.arrive();
    await Promise.all([first, again]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(chunk.ran).toEqual(["PL"]);
  });

  it("lets the session register a first touch only after this visit's source is recorded", async () => {
    const chunk = slowChunk();
    void startAttribution("DE", chunk.load);
    let registered = false;
    const registration = attributionStarted().then(() => {
      // What the session's first-touch registration reads must already be there.
      expect(chunk.ran).toEqual(["DE"]);
      registered = true;
    });
    await Promise.resolve();
    expect(registered).toBe(false);
    chunk.arrive();
    await registration;
    expect(registered).toBe(true);
  });

  it("reports a chunk that fails to load, and the session still goes on", async () => {
    const failure = new Error("chunk failed");
    await startAttribution("NL", () => Promise.reject(failure));
    await expect(attributionStarted()).resolves.toBeUndefined();
    expect(reported).toEqual([{ source: "attribution", error: failure }]);
  });

  it("does not hold the session up where attribution was never started", async () => {
    await expect(attributionStarted()).resolves.toBeUndefined();
  });
});
