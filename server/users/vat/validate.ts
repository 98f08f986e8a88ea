import { prefixesOf, VAT_RULES, type VatRule } from "./rules";

export type VatCustomerType = "b2b" | "b2c";

export interface VatIdInput {
  vatId: string;
  countryIso: string;
  customerType: VatCustomerType;
}

export type VatIdInvalidReason = "required" | "format" | "checksum" | "country_mismatch" | "unsupported_country";

export type VatIdResult =
  | {
      valid: true;
      /** The ISO code of the country (GR also when EL was given). */
      countryIso: string;
      /** With its VAT prefix, e.g. "PL5260250274", "EL094014201", "CHE100155212MWST". */
      normalized: string;
      /** Without the prefix, as registries such as VIES take it. */
      number: string;
      vatId: string;
    }
  | { valid: true; countryIso: string; normalized: null; number: null; vatId: string }
  | { valid: false; countryIso: string; reason: VatIdInvalidReason; message: string; vatId: string };

/** ISO codes of the countries whose VAT numbers can be checked, in alphabetical order. */
export const SUPPORTED_VAT_COUNTRIES: readonly string[] = [...VAT_RULES.keys()].sort();

/** Greece is EL in VAT contexts, and callers pass either. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { EL: "GR" };

export function canonicalVatCountry(countryIso: string): string {
  const upper = countryIso.trim().toUpperCase();
  return COUNTRY_ALIASES[upper] ?? upper;
}

/** The country of a VAT id as validateVatId normalized it (its prefix: EL is GR, CHE is CH, XI is GB). */
export function vatCountryOf(normalized: string): string {
  const prefix = normalized.slice(0, 2).toUpperCase();
  return prefix === "XI" ? "GB" : canonicalVatCountry(prefix);
}

/** Upper case without the spaces, dots and dashes (also typographic ones from pasted text) people type. */
export function compactVatId(vatId: string): string {
  return vatId.toUpperCase().replace(/[\s.\-\u2010-\u2015]/g, "");
}

const RULE_BY_PREFIX: ReadonlyMap<string, VatRule> = new Map(
  [...VAT_RULES.values()].flatMap((rule) => prefixesOf(rule).map((prefix) => [prefix, rule] as const)),
);

type Split = { kind: "ok"; prefix: string | null; number: string } | { kind: "mismatch"; prefix: string; rule: VatRule } | { kind: "format" };

function split(compact: string, rule: VatRule): Split {
  for (const prefix of prefixesOf(rule)) {
    const rest = compact.slice(prefix.length);
    if (compact.startsWith(prefix) && rule.format.test(rest)) return { kind: "ok", prefix, number: rest };
  }
  // A foreign prefix wins over reading the input as a national number, even where
  // one would fit (a French key like "DE"): a number from another country is the likelier case.
  for (const [prefix, other] of RULE_BY_PREFIX) {
    if (other !== rule && compact.startsWith(prefix)) return { kind: "mismatch", prefix, rule: other };
  }
  if (rule.format.test(compact)) return { kind: "ok", prefix: null, number: compact };
  return { kind: "format" };
}

/**
 * Checks a VAT identification number offline: format and, where the country has
 * one, check digits. It does not ask whether the number is registered.
 */
export function validateVatId(input: VatIdInput): VatIdResult {
  const { vatId, customerType } = input;
  const countryIso = canonicalVatCountry(input.countryIso);
  const compact = compactVatId(vatId);
  const invalid = (reason: VatIdInvalidReason, message: string): VatIdResult => ({ valid: false, countryIso, reason, message, vatId });

  // Consumers have no VAT number, in any country.
  if (compact === "" && customerType === "b2c") return { valid: true, countryIso, normalized: null, number: null, vatId };

  const rule = VAT_RULES.get(countryIso);
  if (!rule) return invalid("unsupported_country", `VAT numbers from country "${countryIso}" cannot be validated.`);
  if (compact === "") return invalid("required", "A VAT number is required for business customers.");

  const parts = split(compact, rule);
  if (parts.kind === "mismatch") {
    return invalid("country_mismatch", `The VAT number starts with ${parts.prefix}, which belongs to ${parts.rule.iso}, but the country is ${countryIso}.`);
  }
  if (parts.kind === "format") {
    return invalid("format", `The VAT number does not have the format used in ${countryIso}: ${rule.formatHint}.`);
  }

  const number = rule.canonical ? rule.canonical(parts.number) : parts.number;
  if (rule.checksum && !rule.checksum(number)) {
    return invalid("checksum", "The VAT number's check digits do not match; please check it for typos.");
  }
  const prefix = rule.keepEnteredPrefix && parts.prefix !== null ? parts.prefix : rule.prefix;
  return { valid: true, countryIso, normalized: prefix + number, number, vatId };
}
