import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * A new quote request (POST v2/quote_requests): read by the quotes API and
 * checked by the quote form before it sends. Which fields each mode needs (a
 * product and a quantity for QR, a brief for Brief) the service decides.
 */

const short = (max: number) => z.string().trim().max(max);

export const NewQuoteRequestSchema = z
  .object({
    mode: z.union([z.literal(0), z.literal(1)]).meta({ description: "0 = QR (a quick request), 1 = Brief" }),
    email: z.email().max(320),
    name: short(200).min(1),
    company_name: short(200).nullable().optional(),
    phone: short(40).nullable().optional(),
    product_slug: short(80).nullable().optional(),
    quantity: z.number().int().min(1).max(10_000_000).nullable().optional(),
    dimensions: short(200).nullable().optional(),
    message: z.string().max(10_000).optional(),
    details: z
      .record(z.string().max(60), z.string().max(2000))
      .refine((value) => Object.keys(value).length <= 20, "At most 20 details")
      .optional(),
    file_ids: z.array(z.string().min(1).max(100)).max(10).optional(),
    idempotency_key: z.string().min(8).max(100),
    locale: z.enum(LOCALES).optional(),
  })
  .strict();

export type NewQuoteRequest = z.input<typeof NewQuoteRequestSchema>;
