import { DEFAULT_QUANTITY } from "@/lib/catalog/constants";

/**
 * The configurator sends designless products to the cart as /cart?sku=&quantity=.
 * The cart takes that request out of the address before adding the line, so a
 * reload or a step back does not add it a second time.
 */

export interface RequestedLine {
  sku: string;
  /** null when the address carried a quantity that is not a whole positive number. */
  quantity: number | null;
}

const PARAMS = ["sku", "quantity"] as const;
const MAX_QUANTITY = 1_000_000;

export function parseRequestedLine(search: string): RequestedLine | null {
  const params = new URLSearchParams(search);
  const sku = params.get("sku")?.trim();
  if (!sku) return null;
  const raw = params.get("quantity");
  if (raw === null || raw.trim() === "") return { sku, quantity: DEFAULT_QUANTITY };
  const quantity = Number(raw);
  return { sku, quantity: Number.isInteger(quantity) && quantity > 0 && quantity <= MAX_QUANTITY ? quantity : null };
}

/** Reads the requested line and removes sku and quantity from the address bar, keeping everything else. */
export function takeRequestedLine(location: Pick<Location, "search" | "pathname" | "hash">, history: Pick<History, "replaceState">): RequestedLine | null {
  const requested = parseRequestedLine(location.search);
  const params = new URLSearchParams(location.search);
  if (!PARAMS.some((name) => params.has(name))) return requested;
  for (const name of PARAMS) params.delete(name);
  const query = params.toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
  return requested;
}
