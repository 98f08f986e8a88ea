import { z } from "zod";
import { DEFAULT_QUANTITY } from "@/lib/catalog/constants";

/**
 * What the editor's address asks for (spec section 2 'Editors'): an existing
 * design (`design_id`, with `share_token` when it is someone else's), a new one
 * for a product (`sku`, `quantity`), or an example design (`template`,
 * `language`, `templateMode=true`). Read on the server, which resolves the sku
 * and the example before the page is sent.
 */

export type EditorQuery =
  | { kind: "design"; designId: number; shareToken: string | null }
  | { kind: "new"; sku: string; quantity: number }
  | { kind: "template"; templateId: string; language: string | null; sku: string | null; quantity: number }
  | { kind: "none" };

/** The largest quantity the address may carry; the orders API refuses more anyway. */
export const MAX_QUANTITY = 1_000_000;

type RawQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const designId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const token = z.string().min(1).max(200);
const sku = z.string().min(1).max(100);
const templateId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const quantity = z.coerce.number().int().min(1).max(MAX_QUANTITY);

/** A quantity that is not a whole number in range falls back to the default rather than failing the page. */
function quantityOf(raw: string | undefined): number {
  const parsed = quantity.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_QUANTITY;
}

export function readEditorQuery(query: RawQuery): EditorQuery {
  const id = designId.safeParse(first(query.design_id));
  if (id.success) {
    const share = token.safeParse(first(query.share_token));
    return { kind: "design", designId: id.data, shareToken: share.success ? share.data : null };
  }
  const template = templateId.safeParse(first(query.template));
  if (template.success && first(query.templateMode) === "true") {
    const templateSku = sku.safeParse(first(query.sku));
    return {
      kind: "template",
      templateId: template.data,
      language: first(query.language) ?? null,
      sku: templateSku.success ? templateSku.data : null,
      quantity: quantityOf(first(query.quantity)),
    };
  }
  const wanted = sku.safeParse(first(query.sku));
  if (wanted.success) return { kind: "new", sku: wanted.data, quantity: quantityOf(first(query.quantity)) };
  return { kind: "none" };
}

/**
 * The address to show once a design exists, so a reload opens the same design:
 * the product and example parameters give way to `design_id`, anything else stays.
 */
export function designAddress(location: Pick<Location, "pathname" | "search" | "hash">, id: number): string {
  const params = new URLSearchParams(location.search);
  for (const name of ["sku", "quantity", "template", "templateMode", "language", "design_id", "share_token"]) params.delete(name);
  params.set("design_id", String(id));
  return `${location.pathname}?${params.toString()}${location.hash}`;
}
