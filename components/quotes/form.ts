import { QUOTE_MODES, type QuoteMode } from "@/lib/b2b/states";
import type { Locale } from "@/lib/i18n/locales";
import type { QuoteRequestInput } from "./api";

/**
 * The quote form's rules: the fields each mode asks for, the quick checks made
 * before sending (the API checks again and has the last word), the body sent,
 * and which field a refusal from the API is about.
 */

/** The form's fields, in the order they appear; errors are shown and focused in this order. */
export const QUOTE_FIELDS = ["product_slug", "quantity", "dimensions", "message", "budget", "deadline", "name", "email", "company_name", "phone"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** A field an error can be shown at: a typed one, or the attachments. */
export type ErrorField = QuoteField | "file_ids";

export type QuoteValues = Record<QuoteField, string>;

/** A brief says what is needed in at least this many characters (the API's rule). */
export const BRIEF_MIN_LENGTH = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Near enough to an address to send; the API decides. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * A new key for one form fill. randomUUID exists only in secure contexts (https,
 * localhost); a page served over plain http elsewhere gets the same randomness
 * through getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function modeFromQuery(value: string | null | undefined): QuoteMode {
  return value === String(QUOTE_MODES.brief) ? QUOTE_MODES.brief : QUOTE_MODES.qr;
}

/** A whole number of at least 1, or null. */
export function quantityOf(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : null;
}

/** The fields that cannot be sent as they are, in the form's order. */
export function problemsOf(values: QuoteValues, mode: QuoteMode): ErrorField[] {
  const problems = new Set<ErrorField>();
  if (mode === QUOTE_MODES.qr) {
    if (!values.product_slug) problems.add("product_slug");
    if (quantityOf(values.quantity) === null) problems.add("quantity");
  } else if (values.message.trim().length < BRIEF_MIN_LENGTH) {
    problems.add("message");
  }
  if (!values.name.trim()) problems.add("name");
  if (!looksLikeEmail(values.email)) problems.add("email");
  return QUOTE_FIELDS.filter((field) => problems.has(field));
}

const orNull = (value: string) => value.trim() || null;

/** What POST v2/quote_requests is sent; each mode sends only its own fields. */
export function requestBody(values: QuoteValues, mode: QuoteMode, fileIds: readonly string[], idempotencyKey: string, locale: Locale): QuoteRequestInput {
  const qr = mode === QUOTE_MODES.qr;
  const details: Record<string, string> = {};
  if (!qr && values.budget.trim()) details.budget = values.budget.trim();
  if (!qr && values.deadline.trim()) details.deadline = values.deadline.trim();
  return {
    mode,
    email: values.email.trim(),
    name: values.name.trim(),
    company_name: orNull(values.company_name),
    phone: orNull(values.phone),
    product_slug: qr ? values.product_slug || null : null,
    quantity: qr ? quantityOf(values.quantity) : null,
    dimensions: qr ? orNull(values.dimensions) : null,
    message: values.message.trim(),
    details,
    file_ids: [...fileIds],
    idempotency_key: idempotencyKey,
    locale,
  };
}

/** The form's field for a field the API names ("details.budget", "file_ids.3"); null for one the buyer cannot change. */
export function errorFieldOf(apiField: string | null): ErrorField | null {
  if (!apiField) return null;
  const [head, next] = apiField.split(".");
  if (head === "details" && (next === "budget" || next === "deadline")) return next;
  if (head === "file_ids") return "file_ids";
  return (QUOTE_FIELDS as readonly string[]).includes(head!) ? (head as QuoteField) : null;
}
