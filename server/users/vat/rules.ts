// server/users/vat/ owns the offline check of VAT identification numbers entered in the address form:
// per-country formats and check digits (EU 27, GB, CH, NO) and validateVatId (validate.ts).
// Pure and dependency-free; whether a number is actually registered (VIES, HMRC) is not decided here.

import { RULES_EU_A } from "./rules-eu-a";
import { RULES_EU_B } from "./rules-eu-b";
import { RULES_NON_EU } from "./rules-non-eu";

export interface VatRule {
  /** ISO 3166-1 alpha-2 code of the country. */
  iso: string;
  /** The prefix used in normalized numbers (Greece: EL, not GR). */
  prefix: string;
  /** Further prefixes a user may type; `keepEnteredPrefix` keeps them in the output. */
  otherPrefixes?: readonly string[];
  /** Northern Ireland traders are GB numbers under XI, and the prefix matters to them. */
  keepEnteredPrefix?: boolean;
  /** Matches the compacted number without any prefix. */
  format: RegExp;
  /** Shown in error messages, so a user can see what shape was expected. */
  formatHint: string;
  /** Pads historic short forms to today's length before checking and output. */
  canonical?: (number: string) => string;
  /** Absent where the country publishes no check digit; called only after `format` matched. */
  checksum?: (number: string) => boolean;
}

export const VAT_RULES: ReadonlyMap<string, VatRule> = new Map([...RULES_EU_A, ...RULES_EU_B, ...RULES_NON_EU].map((rule) => [rule.iso, rule]));

/** All prefixes of a rule, longest first so that CHE wins over CH. */
export function prefixesOf(rule: VatRule): string[] {
  return [rule.prefix, ...(rule.otherPrefixes ?? [])].sort((a, b) => b.length - a.length);
}
