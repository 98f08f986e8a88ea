import "server-only";
import { PLACEHOLDER_VAT_ID, sellerFromEnv, type Seller } from "@/server/invoices/seller";
import type { LegalPage, Page } from "./schema";
import type { ContentService } from "./service";

/**
 * The legal pages (terms, privacy, cookies, imprint, plus terms) name the seller
 * from its configuration, never from their text: a line of a legal page may hold
 * `{seller.name}`, `{seller.country}` and the other fields below, filled here in
 * the page's language. A line whose field is not configured is left out, and a
 * section left without lines with it, so the imprint never shows a placeholder
 * (docs/adr/0070). The VAT id placeholder counts as not configured.
 */

export const SELLER_FIELDS = [
  "name",
  "street",
  "zipCode",
  "city",
  "country",
  "vatId",
  "email",
  "phone",
  "register",
  "representative",
  "shareCapital",
] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];

const FIELD = /\{seller\.([a-zA-Z]+)\}/g;

/** The seller's fields as the page shows them: the country by name in the page's language. */
export function sellerFields(seller: Seller, locale: string): Record<SellerField, string> {
  let country = seller.countryIso;
  try {
    country = new Intl.DisplayNames([locale], { type: "region" }).of(seller.countryIso) ?? seller.countryIso;
  } catch {
    // an unknown code shows as written
  }
  return {
    name: seller.name,
    street: seller.street,
    zipCode: seller.zipCode,
    city: seller.city,
    country,
    vatId: seller.vatId === PLACEHOLDER_VAT_ID ? "" : seller.vatId,
    email: seller.email,
    phone: seller.phone,
    register: seller.register,
    representative: seller.representative,
    shareCapital: seller.shareCapital,
  };
}

/** One line filled, or null when a field it names is not configured. A field the seller has no such name for is a defect of the file. */
function fill(line: string, fields: Record<SellerField, string>): string | null {
  let complete = true;
  const filled = line.replace(FIELD, (_, name: string) => {
    if (!(SELLER_FIELDS as readonly string[]).includes(name)) throw new Error(`unknown seller field {seller.${name}} in a legal page`);
    const value = fields[name as SellerField];
    if (!value) complete = false;
    return value;
  });
  return complete ? filled : null;
}

/** The page with the seller filled in; lines and sections that would be incomplete are left out. */
export function withSeller(page: Page, seller: Seller, locale: string): Page {
  const fields = sellerFields(seller, locale);
  const lines = (texts: readonly string[]) => texts.map((text) => fill(text, fields)).filter((text): text is string => text !== null);
  const sections = page.sections.flatMap((section) => {
    const paragraphs = lines(section.paragraphs);
    const list = section.list ? lines(section.list) : [];
    if (paragraphs.length === 0 && list.length === 0) return [];
    const heading = section.heading === undefined ? undefined : (fill(section.heading, fields) ?? undefined);
    return [{ ...(heading === undefined ? {} : { heading }), paragraphs, ...(list.length > 0 ? { list } : {}) }];
  });
  return { ...page, heading: fill(page.heading, fields) ?? page.heading, lead: fill(page.lead, fields) ?? page.lead, sections };
}

/** A legal page as the shopper reads it: its text in the storefront's language with the configured seller. */
export async function legalPage(content: ContentService, slug: LegalPage, locale: string, seller: Seller = sellerFromEnv()): Promise<Page> {
  return withSeller(await content.page(slug), seller, locale);
}
