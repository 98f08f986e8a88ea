import { z } from "zod";
import { DEFAULT_QUANTITY } from "@/lib/catalog/constants";
import { CONFIGURATION_PARAMS, configurationFromSearchParams, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";

/**
 * What the editor's address asks for (spec section 2 'Editors'): an existing
 * design (`design_id`, with `share_token` when it is someone else's), a new one
 * for a product (`sku`, `quantity`), or an example design (`template`,
 * `language`, `templateMode=true`). Read on the server, which resolves the sku
 * and the example before the page is sent.
 *
 * The shopper's line configuration (lib/catalog/line-configuration.ts: material,
 * print mode, finish, print quality, express, paid assets) comes with the sku and
 * stays in the address next to `design_id` once the design exists, so a reload or
 * a saved link opens the box as it was configured. Options that do not read are
 * refused (`invalidConfiguration`), never quietly replaced by the defaults.
 */

export type EditorQuery =
  | { kind: "design"; designId: number; shareToken: string | null; configuration: LineConfiguration | null }
  /** `fresh`: the shopper asked for a new blank design (`new_design=1`) rather than the draft they left for this product. */
  | { kind: "new"; sku: string; quantity: number; configuration: LineConfiguration; fresh: boolean }
  | { kind: "template"; templateId: string; language: string | null; sku: string | null; quantity: number; configuration: LineConfiguration | null }
  | { kind: "invalidConfiguration" }
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

type ReadConfiguration = { ok: true; configuration: LineConfiguration | null } | { ok: false };

/** The configuration the address carries (none without a sku), its quantity falling back like quantityOf. */
function configurationOf(query: RawQuery): ReadConfiguration {
  const params = new URLSearchParams();
  for (const name of CONFIGURATION_PARAMS) {
    const value = first(query[name]);
    if (value !== undefined) params.set(name, value);
  }
  if (params.has("quantity")) params.set("quantity", String(quantityOf(params.get("quantity") ?? undefined)));
  const read = configurationFromSearchParams(params);
  if (read.ok) return read;
  return read.error === null ? { ok: true, configuration: null } : { ok: false };
}

export function readEditorQuery(query: RawQuery): EditorQuery {
  const configuration = configurationOf(query);
  const id = designId.safeParse(first(query.design_id));
  if (id.success) {
    const share = token.safeParse(first(query.share_token));
    // A saved design opens whatever the address's options say; unreadable options are only left out.
    return {
      kind: "design",
      designId: id.data,
      shareToken: share.success ? share.data : null,
      configuration: configuration.ok ? configuration.configuration : null,
    };
  }
  if (!configuration.ok) return { kind: "invalidConfiguration" };
  const template = templateId.safeParse(first(query.template));
  if (template.success && first(query.templateMode) === "true") {
    const templateSku = sku.safeParse(first(query.sku));
    return {
      kind: "template",
      templateId: template.data,
      language: first(query.language) ?? null,
      sku: templateSku.success ? templateSku.data : null,
      quantity: quantityOf(first(query.quantity)),
      configuration: configuration.configuration,
    };
  }
  const wanted = sku.safeParse(first(query.sku));
  if (wanted.success && configuration.configuration) {
    return {
      kind: "new",
      sku: wanted.data,
      quantity: configuration.configuration.quantity,
      configuration: { ...configuration.configuration, sku: wanted.data },
      fresh: first(query.new_design) === "1",
    };
  }
  return { kind: "none" };
}

/**
 * The address to show once a design exists, so a reload opens the same design:
 * the example parameters give way to `design_id`; the line configuration stays
 * beside it (written whole when given), and anything else stays too.
 */
export function designAddress(location: Pick<Location, "pathname" | "search" | "hash">, id: number, configuration?: LineConfiguration): string {
  const params = new URLSearchParams(location.search);
  for (const name of ["template", "templateMode", "language", "design_id", "share_token", "new_design"]) params.delete(name);
  params.set("design_id", String(id));
  if (configuration) configurationToSearchParams(configuration, params);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * The address that starts a new blank design for the same product line: the
 * design's id gives way to `new_design=1`; the configuration in the address stays.
 */
export function freshDesignAddress(location: Pick<Location, "pathname" | "search">, configuration: LineConfiguration): string {
  const params = configurationToSearchParams(configuration, new URLSearchParams(location.search));
  for (const name of ["design_id", "share_token", "template", "templateMode", "language"]) params.delete(name);
  params.set("new_design", "1");
  return `${location.pathname}?${params.toString()}`;
}

/** The address with the configuration now chosen in the editor, `design_id` and everything else kept. */
export function configuredAddress(location: Pick<Location, "pathname" | "search" | "hash">, configuration: LineConfiguration): string {
  return `${location.pathname}?${configurationToSearchParams(configuration, new URLSearchParams(location.search)).toString()}${location.hash}`;
}
