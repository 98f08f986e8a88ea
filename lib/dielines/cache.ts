import { buildNet } from "./net";
import type { BoxModel, Dimensions } from "./types";

/**
 * Whether a model folds at a size, remembered. The server asks it for every size of a
 * product on every order line it shows (is the line still waiting for a design? can
 * this custom size be made?), and drawing the net to find out was about 2 ms of a
 * write's CPU (ADR 0077). The answer is a pure function of model, size and board, so
 * it is kept, in a bounded least-recently-used map: the catalogue's sizes for every
 * model fit in it many times over, and the custom sizes shoppers type cannot grow it
 * past `NET_FITS_CACHE_SIZE`.
 */
export const NET_FITS_CACHE_SIZE = 2_000;

/** A map that forgets the entry used longest ago once it holds more than `limit`. */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: moved to the end, it is the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  clear(): void {
    this.#entries.clear();
  }
}

const fits = new BoundedCache<string, boolean>(NET_FITS_CACHE_SIZE);

/** True when `buildNet(model, inside, board)` draws a net, false when it throws (a size the model cannot fold). */
export function netFits(model: BoxModel, inside: Dimensions, board?: number): boolean {
  const key = `${model} ${inside.length} ${inside.width} ${inside.height} ${board ?? "default"}`;
  const known = fits.get(key);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    buildNet(model, inside, board);
    answer = true;
  } catch {
    answer = false;
  }
  fits.set(key, answer);
  return answer;
}

/** For tests: how many answers are kept, and forgetting them. */
export const netFitsCache = { size: () => fits.size, clear: () => fits.clear() };
