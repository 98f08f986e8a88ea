import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { requestedLocale } from "@/server/http/region";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { requireUser } from "@/server/users/auth";
import { invoiceFor } from "./service";

/** Invoices: the user's own order as a PDF, an invoice once paid, a pro forma before. */

const tags = ["Invoices"];

const invoiceRoute = createRoute({
  method: "get",
  path: "/v1/invoices/{number}",
  tags,
  security: SECURED,
  summary:
    "The order's invoice as a PDF: an invoice for a complete, paid order, a pro forma from the payment step until it is paid (or when the buyer asked for one)",
  request: {
    params: z.object({ number: z.string().min(1).max(40) }),
    query: z.object({
      locale: z.string().max(10).optional().openapi({ description: "Language tag or locale of the text; the order's storefront language by default" }),
    }),
  },
  responses: {
    200: {
      description: "The PDF, to show in the browser (Content-Disposition inline)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The order has no invoice: still a cart before payment (invoice_not_available), or canceled (order_canceled)"),
  },
});

export const invoiceRoutes = createRouter().openapi(invoiceRoute, async (c) => {
  const { db, user } = await requireUser(c);
  const { number } = c.req.valid("param");
  const requested = c.req.valid("query").locale;
  // Without a language asked for, the invoice speaks its order's storefront language.
  const locale = requested ? requestedLocale(c.get("region"), requested) : undefined;
  const invoice = await invoiceFor(db, user, number, locale);
  return c.body(invoice.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${invoice.filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
});
