import { conversionsBusy, tooManyConversions } from "./errors";
import { LIGHT_CONVERSION_PIXELS } from "./rules";

/**
 * The conversion queue of one instance. Conversions take turns so that a burst of
 * large uploads queues instead of exhausting memory and CPU: each one can hold a
 * few hundred MB while it runs. The queue is bounded and fair:
 *
 * - at most `concurrency` conversions run at once, plus one slot kept for light
 *   ones (at most LIGHT_CONVERSION_PIXELS), so a small PNG never waits behind
 *   drawings of millions of pixels;
 * - at most `maxWaiting` wait; past that the upload is refused at once with 503
 *   and Retry-After rather than left to wait without bound;
 * - one client address holds at most `perAddress` places for heavy conversions
 *   and LIGHT_PLACES_PER_HEAVY times as many for light ones, running and waiting
 *   together; past that it is refused with 429 and Retry-After, so one address
 *   cannot fill the queue for everyone else, while a shopper dropping several
 *   photos at once into the editor still gets them all converted. Waiting is in
 *   order of arrival.
 *
 * The limit is checked and the place taken in the same synchronous step, so
 * parallel uploads cannot race past it.
 */

export interface QueueLimits {
  /** Conversions of any size running at once. */
  concurrency: number;
  /** Conversions waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** Places (running or waiting) one client address may hold for heavy conversions; light ones get LIGHT_PLACES_PER_HEAVY times as many. */
  perAddress: number;
}

/** Light conversions one address may hold for each heavy place: a handful of photos dropped at once. */
export const LIGHT_PLACES_PER_HEAVY = 4;

/** What a refused upload is told to wait: about one conversion of the largest kind. */
export const CONVERSION_RETRY_AFTER_SECONDS = 10;

interface Waiting {
  light: boolean;
  start(): void;
}

export interface ConversionQueue {
  /** Runs the work when its turn comes; refuses at once when the queue or the address has no room. */
  run<T>(address: string, pixels: number, work: () => Promise<T>): Promise<T>;
  /** What the queue holds now, for tests and the bench. */
  readonly state: { running: number; waiting: number };
}

export function conversionQueue(limits: QueueLimits): ConversionQueue {
  let running = 0;
  const waiting: Waiting[] = [];
  /** Places held per address and kind ("heavy:<address>", "light:<address>"). */
  const held = new Map<string, number>();

  // Heavy conversions leave the light slot free; light ones may take it.
  const mayStart = (light: boolean) => running < limits.concurrency + (light ? 1 : 0);

  const release = (place: string) => {
    const left = (held.get(place) ?? 1) - 1;
    if (left > 0) held.set(place, left);
    else held.delete(place);
  };

  const startWaiting = () => {
    for (let index = 0; index < waiting.length;) {
      const next = waiting[index]!;
      if (!mayStart(next.light)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      running += 1;
      next.start();
    }
  };

  return {
    get state() {
      return { running, waiting: waiting.length };
    },
    async run(address, pixels, work) {
      const light = pixels <= LIGHT_CONVERSION_PIXELS;
      const place = `${light ? "light" : "heavy"}:${address}`;
      const share = light ? limits.perAddress * LIGHT_PLACES_PER_HEAVY : limits.perAddress;
      if ((held.get(place) ?? 0) >= share) throw tooManyConversions(CONVERSION_RETRY_AFTER_SECONDS);
      const now = mayStart(light);
      if (!now && waiting.length >= limits.maxWaiting) throw conversionsBusy(CONVERSION_RETRY_AFTER_SECONDS);
      held.set(place, (held.get(place) ?? 0) + 1);
      if (now) running += 1;
      // startWaiting counts the place as running when it hands it over.
      else await new Promise<void>((start) => waiting.push({ light, start }));
      try {
        return await work();
      } finally {
        running -= 1;
        release(place);
        startWaiting();
      }
    },
  };
}
