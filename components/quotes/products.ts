/**
 * A product type the quote form offers: its slug (what the request names), its
 * name in the page's language, and the sku its instant price is asked for (the
 * type's first size in the storefront). The page builds the list from the
 * catalogue on the server.
 */
export interface QuoteProduct {
  slug: string;
  name: string;
  sku: string;
}
