"use client";

import { useTranslations } from "next-intl";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { useSkuSize } from "./sku-size";
import type { OrderLine } from "./types";
import styles from "./orders.module.css";

/**
 * What was chosen for a line, in words, under its name on the order's page, at the
 * checkout and on an offer: the size, the board, the print, the finish, the print quality, express production, the FSC
 * certificate, or a sample pack's samples. The same facts the product page, the
 * cart, the invoice and the mail state for it (docs/adr/0019-one-price-rule.md).
 */

const named = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);

export function lineConfigurationWords(
  line: Pick<OrderLine, "options" | "express_delivery_option_id" | "paid_assets" | "samples">,
  catalog: (key: string) => string,
  orders: (key: "configuration.express" | "configuration.fsc") => string,
  productName: (slug: string) => string,
): string[] {
  const options = line.options ?? {};
  const words: string[] = [];
  if (named(MATERIALS, options.material)) words.push(catalog(`materials.${options.material}`));
  if (named(PRINT_COLOR_MODES, options.printMode)) words.push(catalog(`printModes.${options.printMode}`));
  if (named(FINISHES, options.finish)) words.push(catalog(`finishes.${options.finish}`));
  if (named(PRINT_QUALITIES, options.printQuality)) words.push(catalog(`printQualities.${options.printQuality}`));
  if (line.express_delivery_option_id) words.push(orders("configuration.express"));
  if (line.paid_assets?.some((asset) => asset.asset_type === "service-fsc-certificate")) words.push(orders("configuration.fsc"));
  for (const sample of line.samples ?? []) words.push(productName(sample));
  return words;
}

type ConfiguredLine = Pick<OrderLine, "options" | "express_delivery_option_id" | "paid_assets" | "samples"> & { sku?: string | null };

export function LineConfiguration({ line }: { line: ConfiguredLine }) {
  const sizeOf = useSkuSize();
  const catalog = useTranslations("Catalog");
  const orders = useTranslations("Orders.order");
  const products = useTranslations("Products");
  const size = line.samples && line.samples.length > 0 ? null : sizeOf(line.sku);
  const words = lineConfigurationWords(
    line,
    (key) => catalog(key as Parameters<typeof catalog>[0]),
    (key) => orders(key),
    (slug) => (products.has(`${slug}.name` as Parameters<typeof products>[0]) ? products(`${slug}.name` as Parameters<typeof products>[0]) : slug),
  );
  if (size) words.unshift(size);
  if (words.length === 0) return null;
  return (
    <span className={styles.lineConfiguration} data-testid="line-configuration">
      {line.samples && line.samples.length > 0 ? `${orders("configuration.samples")}: ` : null}
      {words.join(" · ")}
    </span>
  );
}
