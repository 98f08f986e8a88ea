import { CONFIGURATION_PARAMS, configurationFromSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";

/**
 * The configurator sends designless products to the cart with the whole line
 * configuration in the address (/cart?sku=&quantity=&material=&...&express=1,
 * lib/catalog/line-configuration.ts). The cart takes that request out of the
 * address before adding the line, so a reload or a step back does not add it a
 * second time. A configuration that does not read (a quantity that is not a whole
 * number, an option with no such name) adds nothing: the cart says so.
 */

export type RequestedLine =
  | { ok: true; configuration: LineConfiguration }
  /** What was wrong, for the message: the quantity, or anything else. */
  | { ok: false; problem: "quantity" | "configuration" };

export function parseRequestedLine(search: string): RequestedLine | null {
  const read = configurationFromSearchParams(new URLSearchParams(search));
  if (read.ok) return read;
  if (read.error === null) return null;
  const quantityOnly = read.error.issues.every((issue) => issue.path[0] === "quantity");
  return { ok: false, problem: quantityOnly ? "quantity" : "configuration" };
}

/** Reads the requested line and removes the configuration from the address bar, keeping everything else. */
export function takeRequestedLine(location: Pick<Location, "search" | "pathname" | "hash">, history: Pick<History, "replaceState">): RequestedLine | null {
  const requested = parseRequestedLine(location.search);
  const params = new URLSearchParams(location.search);
  if (!CONFIGURATION_PARAMS.some((name) => params.has(name))) return requested;
  for (const name of CONFIGURATION_PARAMS) params.delete(name);
  const query = params.toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
  return requested;
}
