import { parseMajorUnits, formatMajorUnits } from "@/components/manager/money-input";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { NegotiatedPriceList, PriceListInput } from "./api";

/**
 * A price list as the manager's form holds it (typed text, prices in major units
 * written the storefront's way), and the API's input made from it. Checked here
 * first so the manager sees a mistake by its field before anything is sent; the
 * server checks everything again.
 */

export interface TierDraft {
  from: string;
  price: string;
}

export interface EntryDraft {
  /** Keeps a row's fields when rows above it are removed. */
  key: number;
  product: string;
  /** A size code, or "" for every size of the product. */
  size: string;
  /** The size is typed (a custom size's code), not chosen from the catalogue's. */
  custom: boolean;
  kind: "fixed" | "discount";
  tiers: TierDraft[];
  /** Percent, as typed ("12.5" or "12,5"). */
  discount: string;
}

export interface ListDraft {
  name: string;
  validFrom: string;
  validTo: string;
  entries: EntryDraft[];
}

/** What is wrong with the draft, by the API's field paths ("name", "entries.0.ladder.1.price"); message keys of PriceLists.errors. */
export type DraftProblems = Record<string, { key: string; values?: Record<string, number> }>;

type Separators = Pick<CurrencyFormatter, "decimalSeparator" | "thousandSeparator">;

let keys = 0;
export const newEntry = (firstStep: number): EntryDraft => ({
  key: (keys += 1),
  product: "",
  size: "",
  custom: false,
  kind: "discount",
  tiers: [{ from: String(firstStep), price: "" }],
  discount: "",
});

export const emptyDraft = (today: string): ListDraft => ({ name: "", validFrom: today, validTo: "", entries: [] });

export function draftOf(list: NegotiatedPriceList, separators: Separators): ListDraft {
  return {
    name: list.name,
    validFrom: list.valid_from,
    validTo: list.valid_to ?? "",
    entries: list.entries.map((entry) => ({
      key: (keys += 1),
      product: entry.product,
      size: entry.size_code ?? "",
      custom: false,
      kind: entry.ladder ? "fixed" : "discount",
      tiers: (entry.ladder ?? []).map((tier) => ({ from: String(tier.range_start), price: formatMajorUnits(tier.price, separators) })),
      discount: entry.discount_basis_points === null ? "" : String(entry.discount_basis_points / 100).replace(".", separators.decimalSeparator),
    })),
  };
}

/** A percent with up to two decimals in basis points (12,5 -> 1250), or null. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The API's input for the draft, or the problems that keep it from being sent. */
export function inputOf(draft: ListDraft, separators: Separators): { input: PriceListInput } | { problems: DraftProblems } {
  const problems: DraftProblems = {};
  if (!draft.name.trim()) problems.name = { key: "name" };
  if (!draft.validFrom) problems.valid_from = { key: "validFrom" };
  if (draft.validFrom && draft.validTo && draft.validTo < draft.validFrom) problems.valid_to = { key: "invalid_validity" };
  const entries = draft.entries.map((entry, index) => {
    const field = `entries.${index}`;
    if (!entry.product) problems[`${field}.product`] = { key: "unknown_product" };
    const base = { product: entry.product, size_code: entry.size.trim() || null };
    if (entry.kind === "discount") {
      const points = basisPointsOf(entry.discount);
      if (points === null || points < 1 || points > 9000) problems[`${field}.discount_basis_points`] = { key: "discount" };
      return { ...base, discount_basis_points: points ?? 0 };
    }
    const ladder = entry.tiers.map((tier, row) => {
      const from = /^\d{1,7}$/.test(tier.from.trim()) ? Number(tier.from.trim()) : null;
      const price = parseMajorUnits(tier.price, separators);
      if (from === null || from < 1) problems[`${field}.ladder.${row}.range_start`] = { key: "quantity" };
      if (price === null || price < 1) problems[`${field}.ladder.${row}.price`] = { key: "price" };
      return { range_start: from ?? 0, price: price ?? 0 };
    });
    return { ...base, ladder };
  });
  if (Object.keys(problems).length > 0) return { problems };
  return { input: { name: draft.name.trim(), valid_from: draft.validFrom, valid_to: draft.validTo || null, entries } };
}
