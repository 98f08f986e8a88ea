/**
 * Text that should hold JSON but comes from outside the code (a cookie, local
 * storage, an answer that may be a proxy's HTML page): its value, or null when it
 * is empty or not JSON. The caller still checks the value's shape.
 */
export function parseJsonOrNull(raw: string | null | undefined): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
