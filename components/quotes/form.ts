import { z } from "zod";
import { ALONGSIDE_OTHER_PROBLEMS } from "@/components/ui/form/problems";
import { QUOTE_MODES, type QuoteMode } from "@/lib/b2b/states";
import { interfaceLocaleOf, type Locale } from "@/lib/i18n/locales";
import { NewQuoteRequestSchema } from "@/lib/quotes/request";
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

/** An address the API takes, once trimmed as the form sends it. */
export function looksLikeEmail(value: string): boolean {
  return NewQuoteRequestSchema.shape.email.safeParse(value.trim()).success;
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

/**
 * The form's check: what the typed values would send (requestBody), read by the
 * API's own schema, and what each mode needs, which the service checks on the
 * server (a product and a quantity for QR, a brief of BRIEF_MIN_LENGTH for Brief).
 * Its issues name the body's paths; errorFieldOf finds the form's field.
 */
export function quoteFormSchema(mode: QuoteMode) {
  const sent = NewQuoteRequestSchema.omit({ file_ids: true, idempotency_key: true, locale: true }).superRefine((body, context) => {
    const missing = (field: QuoteField) => context.addIssue({ code: "custom", path: [field], message: `${field}_required` });
    if (mode === QUOTE_MODES.qr) {
      if (!body.product_slug) missing("product_slug");
      if (body.quantity === null || body.quantity === undefined) missing("quantity");
    } else if (String(body.message ?? "").length < BRIEF_MIN_LENGTH) {
      missing("message");
    }
  }, ALONGSIDE_OTHER_PROBLEMS);
  const typed = z.object(Object.fromEntries(QUOTE_FIELDS.map((field) => [field, z.string()])) as Record<QuoteField, z.ZodString>);
  // The sent fields are always given (null when empty), where the API's schema also takes them left out.
  return typed.transform((values) => sentFields(values, mode)).pipe(sent as unknown as z.ZodType<z.output<typeof sent>, SentFields>);
}

const orNull = (value: string) => value.trim() || null;

/** What POST v2/quote_requests is sent; each mode sends only its own fields. */
export function requestBody(values: QuoteValues, mode: QuoteMode, fileIds: readonly string[], idempotencyKey: string, locale: Locale): QuoteRequestInput {
  return { ...sentFields(values, mode), file_ids: [...fileIds], idempotency_key: idempotencyKey, locale: interfaceLocaleOf(locale) };
}

/** The typed part of the body: each mode's own fields, trimmed, empty optional ones as null. */
type SentFields = Omit<QuoteRequestInput, "file_ids" | "idempotency_key" | "locale">;

function sentFields(values: QuoteValues, mode: QuoteMode): SentFields {
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
