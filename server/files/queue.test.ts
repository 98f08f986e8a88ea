import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/http/errors";
import { CONVERSION_RETRY_AFTER_SECONDS, conversionQueue, LIGHT_PLACES_PER_HEAVY } from "./queue";
import { LIGHT_CONVERSION_PIXELS } from "./rules";

const HEAVY = LIGHT_CONVERSION_PIXELS + 1;
const LIGHT = 1;

/** Tasks that run until let go, recording how many run at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const order: string[] = [];
  const finishers = new Map<string, () => void>();
  const task =
    (name: string, fail = false) =>
    async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      await new Promise<void>((resolve) => finishers.set(name, resolve));
      running -= 1;
      if (fail) throw new Error(`${name} failed`);
      return name;
    };
  const finish = async (name: string) => {
    finishers.get(name)!();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return { task, finish, order, most: () => most };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("the conversion queue", () => {
  it("runs at most its concurrency of large conversions and the rest in order, also after failures", async () => {
    const queue = conversionQueue({ concurrency: 2, maxWaiting: 10, perAddress: 10 });
    const { task, finish, order, most } = tasks();
    const results = ["1", "2", "3", "4"].map((name) => queue.run(`a${name}`, HEAVY, task(name, name === "1")).catch((error: Error) => error.message));
    await settle();
    expect(order).toEqual(["1", "2"]);
    expect(queue.state).toEqual({ running: 2, waiting: 2 });
    await finish("1");
    expect(order).toEqual(["1", "2", "3"]);
    for (const name of ["2", "3", "4"]) await finish(name);
    expect(await Promise.all(results)).toEqual(["1 failed", "2", "3", "4"]);
    expect(most()).toBe(2);
    expect(queue.state).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once with 503 and a time to come back when as many wait as it holds", async () => {
    const queue = conversionQueue({ concurrency: 1, maxWaiting: 1, perAddress: 10 });
    const { task, finish } = tasks();
    const first = queue.run("a", HEAVY, task("first"));
    const second = queue.run("b", HEAVY, task("second"));
    const error = await refusal(queue.run("c", HEAVY, task("third")));
    expect(error).toMatchObject({ status: 503, code: "uploads_busy", details: { retry_after_seconds: CONVERSION_RETRY_AFTER_SECONDS } });
    await settle();
    await finish("first");
    await finish("second");
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
  });

  it("keeps a slot for light conversions: a small file starts while large ones fill every other place", async () => {
    const queue = conversionQueue({ concurrency: 2, maxWaiting: 0, perAddress: 10 });
    const { task, finish, order } = tasks();
    const large = [queue.run("a", HEAVY, task("large 1")), queue.run("b", HEAVY, task("large 2"))];
    // No waiting room, and the ordinary places are taken: a third large one is refused ...
    expect((await refusal(queue.run("c", HEAVY, task("large 3")))).status).toBe(503);
    // ... but a light one runs straight away in the slot kept for it.
    const small = queue.run("d", LIGHT, task("small"));
    await settle();
    expect(order).toEqual(["large 1", "large 2", "small"]);
    await finish("small");
    expect(await small).toBe("small");
    for (const name of ["large 1", "large 2"]) await finish(name);
    await Promise.all(large);
  });

  it("converts several light files dropped at once from one address, up to a share of their own", async () => {
    const queue = conversionQueue({ concurrency: 1, maxWaiting: 20, perAddress: 2 });
    const { task, finish } = tasks();
    const heavy = queue.run("shopper", HEAVY, task("h1"));
    const photos = Array.from({ length: 2 * LIGHT_PLACES_PER_HEAVY }, (_, i) => queue.run("shopper", LIGHT, task(`p${i}`)));
    const error = await refusal(queue.run("shopper", LIGHT, task("one too many")));
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    await settle();
    for (let i = 0; i < photos.length; i += 1) {
      await finish(`p${i}`);
      await settle();
    }
    await finish("h1");
    expect(await Promise.all(photos)).toHaveLength(2 * LIGHT_PLACES_PER_HEAVY);
    await heavy;
  });

  it("lets one address hold only its share of places, running and waiting together, and gives them back", async () => {
    const queue = conversionQueue({ concurrency: 1, maxWaiting: 10, perAddress: 2 });
    const { task, finish, order } = tasks();
    const running = queue.run("greedy", HEAVY, task("g1"));
    const waiting = queue.run("greedy", HEAVY, task("g2"));
    const error = await refusal(queue.run("greedy", HEAVY, task("g3")));
    expect(error).toMatchObject({ status: 429, code: "rate_limited", details: { retry_after_seconds: CONVERSION_RETRY_AFTER_SECONDS } });
    // Another address is not held back by the greedy one's share.
    const other = queue.run("other", LIGHT, task("o1"));
    await settle();
    expect(order).toEqual(["g1", "o1"]);
    await finish("o1");
    await finish("g1");
    await finish("g2");
    expect(await Promise.all([running, waiting, other])).toEqual(["g1", "g2", "o1"]);
    // Every place was given back.
    const again = queue.run("greedy", HEAVY, task("g4"));
    await settle();
    await finish("g4");
    expect(await again).toBe("g4");
  });

  it("cannot be raced: parallel calls in one tick never pass the limits", async () => {
    const queue = conversionQueue({ concurrency: 1, maxWaiting: 2, perAddress: 100 });
    const { task, finish } = tasks();
    const all = Array.from({ length: 10 }, (_, i) =>
      queue.run(`a${i}`, HEAVY, task(`t${i}`)).then(
        () => "done",
        (error: HttpError) => error.status,
      ),
    );
    await settle();
    expect(queue.state).toEqual({ running: 1, waiting: 2 });
    for (const name of ["t0", "t1", "t2"]) await finish(name);
    expect((await Promise.all(all)).filter((result) => result === "done")).toHaveLength(3);
  });
});
