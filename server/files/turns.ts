/**
 * At most `limit` tasks at a time, the rest waiting in order. Conversions take
 * turns so that a burst of large uploads queues instead of exhausting memory:
 * each one can hold a few hundred MB while it runs.
 */
export function takingTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // The task finishing hands its place straight to the next, so `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
