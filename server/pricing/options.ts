import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import type { PriceOptions } from "./engine";

/**
 * The `extras` parameter of prices/list: the chosen options as a comma-separated
 * list of their names (cardboard-natural,print-color-hd,foil-matte,hd-plus,express).
 * Option names never repeat across kinds, so each name says what it sets.
 */

export class ExtrasError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtrasError";
  }
}

export const EXPRESS_EXTRA = "express";

export function parseExtras(extras: string | undefined): PriceOptions {
  const options: PriceOptions = {};
  if (!extras) return options;
  const set = <K extends keyof PriceOptions>(key: K, value: PriceOptions[K], name: string) => {
    if (options[key] !== undefined) throw new ExtrasError(`extras names more than one ${key}: ${name}`);
    options[key] = value;
  };
  for (const raw of extras.split(",")) {
    const name = raw.trim();
    if (!name) continue;
    if ((MATERIALS as readonly string[]).includes(name)) set("material", name as PriceOptions["material"], name);
    else if ((PRINT_COLOR_MODES as readonly string[]).includes(name)) set("printMode", name as PriceOptions["printMode"], name);
    else if ((FINISHES as readonly string[]).includes(name)) set("finish", name as PriceOptions["finish"], name);
    else if ((PRINT_QUALITIES as readonly string[]).includes(name)) set("printQuality", name as PriceOptions["printQuality"], name);
    else if (name === EXPRESS_EXTRA) set("express", true, name);
    else throw new ExtrasError(`Unknown option in extras: ${name}`);
  }
  return options;
}
