import { API_BASE_PATH, DEFAULT_TIMEOUT_MS } from "@/lib/api/api-service";
import { ApiError, AUTH_TOKEN_NOT_DEFINED } from "@/lib/api/errors";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import type { Order } from "./types";

/**
 * The order's PDF invoice. The API wants the token in its header, so a plain link
 * cannot fetch it: the browser fetches the PDF and shows the blob instead.
 */

export type InvoiceKind = "normal" | "proforma";

/**
 * Which invoice the order has, to name the button; null when it has none yet.
 * The same rule as server/invoices/service.ts, whose PDF has the last word.
 */
export function invoiceKindOf(order: Pick<Order, "state" | "payment_state" | "invoice_type">): InvoiceKind | null {
  if (order.state === "payment") return "proforma";
  if (order.state !== "complete") return null;
  return order.invoice_type === "proforma" || order.payment_state !== "OK" ? "proforma" : "normal";
}

export interface InvoiceFile {
  blob: Blob;
  filename: string;
}

/**
 * The PDF in the page's locale (en-GB, de-CH, pt-PT), so the invoice reads as the
 * page the shopper opened it from: the API writes it as that language reads on the
 * order's own storefront (server/invoices/service.ts).
 */
export async function fetchInvoice(
  number: string,
  options: { token: string | undefined; region: string; locale: string; fetch?: typeof globalThis.fetch },
): Promise<InvoiceFile> {
  if (!options.token) throw new Error(AUTH_TOKEN_NOT_DEFINED);
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const query = new URLSearchParams({ locale: options.locale });
  const response = await send(`${API_BASE_PATH}/v1/invoices/${encodeURIComponent(number)}?${query.toString()}`, {
    headers: { Accept: "application/pdf", [API_TOKEN_HEADER]: options.token, [REGION_HEADER]: options.region },
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `invoice-${number}.pdf`;
  return { blob: await response.blob(), filename };
}

/** How long the PDF's address stays valid: long enough for the new tab to load it. */
const BLOB_LIFETIME_MS = 60_000;

/**
 * Shows the PDF in the tab opened when the shopper clicked (opened before the
 * fetch, so popup blockers let it through); without one, it is downloaded.
 */
export function showInvoice(file: InvoiceFile, tab: Window | null): void {
  const url = URL.createObjectURL(file.blob);
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    const link = document.createElement("a");
    link.href = url;
    link.download = file.filename;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
}
