import { describe, expect, it } from "vitest";
import { takingTurns } from "./turns";

describe("takingTurns", () => {
  it("runs at most the limit at once and the rest in order, also after failures", async () => {
    const inTurn = takingTurns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const finishers: (() => void)[] = [];
    const task = (n: number, fail = false) =>
      inTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running -= 1;
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = [task(1, true), task(2), task(3), task(4)].map((promise) => promise.catch((error: Error) => error.message));
    const settle = async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    await settle();
    expect(order).toEqual([1, 2]);
    finishers.shift()!();
    await settle();
    expect(order).toEqual([1, 2, 3]);
    while (finishers.length > 0) {
      finishers.shift()!();
      await settle();
    }
    expect(await Promise.all(results)).toEqual(["task 1 failed", 2, 3, 4]);
    expect(most).toBe(2);
    // Every place was given back: two more run side by side straight away.
    const again = [task(5), task(6)];
    await settle();
    expect(running).toBe(2);
    finishers.splice(0).forEach((finish) => finish());
    expect(await Promise.all(again)).toEqual([5, 6]);
  });
});
