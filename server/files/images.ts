import sharp, { type Sharp, type SharpOptions } from "sharp";
import { MAX_DECODED_PIXELS } from "./rules";

/**
 * The one way the shop's server code opens an image with sharp: every pipeline
 * refuses input of more than MAX_DECODED_PIXELS, whatever the header claimed and
 * whatever the caller passed. The header checks (headers.ts, svg.ts, pdf.ts) are
 * the first guard; this is the second, for headers that lie.
 */

// Each upload's operations are new to libvips: its operation cache would only hold
// on to large buffers (up to 50 MB and 100 operations by default) between uploads.
sharp.cache(false);
// One libvips worker thread per pipeline (the default is one per core). The
// conversion queue (queue.ts) decides how many conversions run at once; with a
// thread per core each, two conversions on a two-core machine would take every core
// and starve the shop's requests. With one each, the queue's concurrency is the CPU
// conversions may use.
sharp.concurrency(1);

type Input = Parameters<typeof sharp>[0];

/** sharp(input, options) with limitInputPixels always set to the shop's limit; never larger. */
export function image(input: Input, options: SharpOptions = {}): Sharp {
  const asked = options.limitInputPixels;
  const limit = typeof asked === "number" && asked > 0 ? Math.min(asked, MAX_DECODED_PIXELS) : MAX_DECODED_PIXELS;
  return sharp(input, { ...options, limitInputPixels: limit });
}
