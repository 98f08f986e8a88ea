import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOX_MODELS, buildNet, type Net } from "@/lib/dielines";

/**
 * A production file draws the document on buildNet(document.model, document.inside);
 * the print refuses only a net of another model or inside size than the document's
 * (server/designs/print.ts). Any net buildNet makes is of the model and size it was
 * asked for, so that refusal cannot happen for a stored design, and production.ts
 * turns no such error into an answer of its own.
 */
describe("the net of a production file", () => {
  it("is always of the document's own model and inside size", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOX_MODELS),
        fc.record({ length: fc.integer({ min: 10, max: 2000 }), width: fc.integer({ min: 10, max: 2000 }), height: fc.integer({ min: 10, max: 2000 }) }),
        (model, inside) => {
          let net: Net;
          try {
            net = buildNet(model, inside);
          } catch {
            return; // a size the model cannot fold is refused before the print is made
          }
          expect(net.model).toBe(model);
          expect(net.inside).toEqual(inside);
        },
      ),
      { numRuns: 300 },
    );
  });
});
