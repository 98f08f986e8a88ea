/**
 * The first day of a month as Italian and French write it in a date
 * (docs/adr/0072-one-voice-per-language.md): "1º dicembre", "1er décembre", never
 * "1 dicembre" or "1 décembre"; every other day is a cardinal number. Intl leaves
 * the ordinal out, so the shop's date helpers format through here.
 */

const FIRST: Record<string, string> = { it: "1º", fr: "1er" };

/** A date formatted by `formatter`, with day 1 written as an ordinal where the language asks for it (a named month only). */
export function formatDay(formatter: Intl.DateTimeFormat, date: Date): string {
  const first = FIRST[formatter.resolvedOptions().locale.slice(0, 2)];
  if (!first) return formatter.format(date);
  const parts = formatter.formatToParts(date);
  const namedMonth = parts.some((part) => part.type === "month" && !/^\d+$/.test(part.value));
  return parts.map((part) => (part.type === "day" && part.value === "1" && namedMonth ? first : part.value)).join("");
}
