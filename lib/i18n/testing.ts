/** Test support, not shipped: a message catalogue as JSON, and its messages by dotted key. */

export type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key (`Cart.totals.total`). */
export function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [k, v] of flatten(value, name)) entries.set(k, v);
  }
  return entries;
}
