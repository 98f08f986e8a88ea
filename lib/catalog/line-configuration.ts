import { z } from "zod";
import { DEFAULT_QUANTITY, FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "./constants";
import { configurationParams, EXPRESS_VALUES, MAX_LINE_QUANTITY, PAID_ASSET_TYPES, type LineConfiguration } from "./line-configuration-url";

export * from "./line-configuration-url";
export * from "./line-item-body";

/**
 * One line configuration (see ./line-configuration-url.ts for its names and wire
 * forms): the one value that travels from the product page through the URL, the
 * editor and the cart into the line item, the order, the invoice, the production
 * files and the mails. The server prices it and checks it against the product
 * (a configuration the product does not sell is refused there with 400
 * invalid_option); this module guards its shape at every boundary.
 */

export const lineConfigurationSchema = z
  .object({
    sku: z.string().trim().min(1).max(100),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    material: z.enum(MATERIALS).optional(),
    printMode: z.enum(PRINT_COLOR_MODES).optional(),
    finish: z.enum(FINISHES).optional(),
    printQuality: z.enum(PRINT_QUALITIES).optional(),
    express: z.boolean(),
    paidAssets: z.array(z.enum(PAID_ASSET_TYPES)).max(PAID_ASSET_TYPES.length),
  })
  .strict();

// The schema and the zod-free type are one shape: each must be assignable to the other.
type Parsed = z.infer<typeof lineConfigurationSchema>;
const sameShape: [Parsed extends LineConfiguration ? true : false, LineConfiguration extends Parsed ? true : false] = [true, true];
void sameShape;

export type ConfigurationFromUrl = { ok: true; configuration: LineConfiguration } | { ok: false; error: z.ZodError | null };

/**
 * Reads a configuration from a URL's query. Without a sku there is none (error
 * null); a missing quantity is the default one. Anything malformed is an error, so
 * a page can say so instead of quietly ordering something else.
 */
export function configurationFromSearchParams(params: URLSearchParams): ConfigurationFromUrl {
  const raw = configurationParams(params);
  if (!raw.sku) return { ok: false, error: null };
  const candidate: Record<string, unknown> = {
    sku: raw.sku,
    quantity: raw.quantity === undefined || raw.quantity.trim() === "" ? DEFAULT_QUANTITY : Number(raw.quantity),
    express: raw.express === undefined ? false : (EXPRESS_VALUES[raw.express] ?? raw.express),
    paidAssets: raw.paidAssets,
  };
  for (const key of ["material", "printMode", "finish", "printQuality"] as const) {
    if (raw[key] !== undefined) candidate[key] = raw[key];
  }
  const parsed = lineConfigurationSchema.safeParse(candidate);
  return parsed.success ? { ok: true, configuration: parsed.data } : { ok: false, error: parsed.error };
}

/** A line item as the orders API answers it, read back into a configuration (the cart's "edit" and the editor's reopen). */
export function configurationOfLineItem(line: {
  sku: string | null;
  quantity: number;
  options: Record<string, unknown>;
  express_delivery_option_id: string | null;
  paid_assets: readonly { asset_type: string }[];
}): LineConfiguration | null {
  if (!line.sku) return null;
  const parsed = lineConfigurationSchema.safeParse({
    sku: line.sku,
    quantity: line.quantity,
    material: line.options.material,
    printMode: line.options.printMode,
    finish: line.options.finish,
    printQuality: line.options.printQuality,
    express: line.express_delivery_option_id !== null,
    paidAssets: line.paid_assets.map((asset) => asset.asset_type),
  });
  return parsed.success ? parsed.data : null;
}
