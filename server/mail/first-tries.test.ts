import { describe, expect, it } from "vitest";
import { createFirstTries } from "./first-tries";

/** A try that runs until `finish` is called, recording when it started. */
function heldTry(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} started`);
      await done;
      log.push(`${name} done`);
    },
    finish: () => finish(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("the first tries of queued mails", () => {
  it("start after the code that queued them has run on, never inside it", async () => {
    const log: string[] = [];
    const tries = createFirstTries(2, 10);
    const first = heldTry(log, "a");
    tries.add(first.run);
    log.push("answer written");
    await turn();
    expect(log).toEqual(["answer written", "a started"]);
    first.finish();
    await tries.settled();
  });

  it("run no more than the concurrency at once, and the rest in order as each finishes", async () => {
    const log: string[] = [];
    const tries = createFirstTries(2, 10);
    const held = ["a", "b", "c"].map((name) => heldTry(log, name));
    for (const attempt of held) expect(tries.add(attempt.run)).toBe(true);
    await turn();
    expect(log).toEqual(["a started", "b started"]);
    held[0]!.finish();
    await turn();
    await turn();
    expect(log).toEqual(["a started", "b started", "a done", "c started"]);
    held[1]!.finish();
    held[2]!.finish();
    await tries.settled();
    expect(log.filter((line) => line.endsWith("done"))).toHaveLength(3);
  });

  it("refuse a try past the backlog, which leaves the mail to the relay", async () => {
    const log: string[] = [];
    const tries = createFirstTries(1, 2);
    const held = ["a", "b", "c", "d"].map((name) => heldTry(log, name));
    // "a" starts at the next turn; until then two wait, as many as the backlog holds.
    expect(held.map((attempt) => tries.add(attempt.run))).toEqual([true, true, false, false]);
    for (const attempt of held) attempt.finish();
    await tries.settled();
    expect(log).toEqual(["a started", "a done", "b started", "b done"]);
  });

  it("keep going after a try fails", async () => {
    const log: string[] = [];
    const tries = createFirstTries(1, 10);
    tries.add(async () => {
      throw new Error("smtp down");
    });
    tries.add(async () => void log.push("next sent"));
    await tries.settled();
    expect(log).toEqual(["next sent"]);
  });

  it("on stop drop the waiting tries and wait for the running ones", async () => {
    const log: string[] = [];
    const tries = createFirstTries(1, 10);
    const held = ["a", "b"].map((name) => heldTry(log, name));
    for (const attempt of held) tries.add(attempt.run);
    await turn();
    const stopped = tries.stop();
    let isStopped = false;
    void stopped.then(() => (isStopped = true));
    await turn();
    expect(isStopped).toBe(false);
    held[0]!.finish();
    await stopped;
    expect(log).toEqual(["a started", "a done"]);
  });
});
