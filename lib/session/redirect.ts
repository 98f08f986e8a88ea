/**
 * Where to go after signing in. Only a path on this site is followed: a full URL
 * or a protocol-relative '//host' in ?redirect= would let a crafted link send a
 * freshly signed-in shopper to another site.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
