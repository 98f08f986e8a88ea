import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { PLACEHOLDER_VAT_ID, missingSellerSettings, sellerFromEnv, type Seller } from "@/server/invoices/seller";
import { SOURCE_LOCALE } from "./local";
import { withSeller } from "./legal";
import { LEGAL_PAGES, pageSchema, type LegalPage, type Page } from "./schema";

/** A seller as a live shop configures it: every line of the imprint set. */
const CONFIGURED = sellerFromEnv({
  SELLER_NAME: "Kartonmacher GmbH",
  SELLER_STREET: "Lagerstraße 12",
  SELLER_ZIP_CODE: "10115",
  SELLER_CITY: "Berlin",
  SELLER_COUNTRY_ISO: "DE",
  SELLER_VAT_ID: "DE123456789",
  SELLER_EMAIL: "service@kartonmacher.example",
  SELLER_PHONE: "+49 30 1234567",
  SELLER_REGISTER: "Amtsgericht Charlottenburg, HRB 654321",
  SELLER_REPRESENTATIVE: "Erika Muster",
  SELLER_SHARE_CAPITAL: "EUR 25,000",
});
/** A shop that set nothing: the defaults, no optional lines, the VAT placeholder. */
const UNSET = sellerFromEnv({});

function read(locale: string, slug: LegalPage): Page {
  return pageSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), "content", locale, "pages", `${slug}.json`), "utf8")));
}

function textOf(page: Page): string {
  return [page.title, page.description, page.heading, page.lead, page.notice ?? "", ...page.sections.flatMap((s) => [s.heading ?? "", ...s.paragraphs, ...(s.list ?? [])])].join("\n");
}

/**
 * What a template says in any of the shop's languages: the old notice ("This page is a
 * template", "Diese Seite ist eine Vorlage" ...), English stand-in words, and bracketed
 * stand-ins such as "(company name and legal form)". A shopper must never read any.
 */
const TEMPLATE_WORDS = new RegExp(
  [
    "template|placeholder|lorem ipsum",
    "page is a template|Seite ist eine Vorlage|stránka je vzor|página es una plantilla|page est un modèle|pagina è un modello",
    "pagina is een sjabloon|strona jest wzorem|página é um modelo|pagină este un model|sidan är en mall",
    "\\([^)]*(?:legal form|Rechtsform|právní forma|forma jurídica|forme juridique|forma giuridica|rechtsvorm|forma prawna|forma juridică|bolagsform)[^)]*\\)",
  ].join("|"),
  "i",
);
/** Markers left for later, in capitals only: Spanish and Portuguese "todo" is a word. */
const MARKERS = /\bTODO\b|\bTBD\b|\bXXX\b/;

describe("the legal pages", () => {
  it.each(LOCALES)("%s: no template notice, no stand-in, every seller field filled", (locale) => {
    for (const slug of LEGAL_PAGES) {
      const raw = read(locale, slug);
      expect(raw.notice, `${locale} ${slug}`).toBeUndefined();
      const shown = textOf(withSeller(raw, CONFIGURED, locale));
      expect(shown, `${locale} ${slug}`).not.toMatch(TEMPLATE_WORDS);
      expect(shown, `${locale} ${slug}`).not.toMatch(MARKERS);
      expect(shown, `${locale} ${slug} has an unfilled field`).not.toMatch(/[{}]/);
    }
  });

  it.each(LOCALES)("%s: the imprint shows the configured seller, line by line", (locale) => {
    const imprint = textOf(withSeller(read(locale, "imprint"), CONFIGURED, locale));
    const country = new Intl.DisplayNames([locale], { type: "region" }).of("DE")!;
    for (const value of ["Kartonmacher GmbH", "Lagerstraße 12", "10115 Berlin", country, "DE123456789", "service@kartonmacher.example", "+49 30 1234567", "Amtsgericht Charlottenburg, HRB 654321", "Erika Muster", "EUR 25,000"]) {
      expect(imprint, `${locale} imprint`).toContain(value);
    }
  });

  it.each(LOCALES)("%s: with nothing configured the imprint leaves the missing lines out and still reads whole", (locale) => {
    const page = withSeller(read(locale, "imprint"), UNSET, locale);
    const imprint = textOf(page);
    expect(imprint).toContain(UNSET.name);
    expect(imprint).toContain(UNSET.email);
    expect(imprint).not.toContain(PLACEHOLDER_VAT_ID);
    expect(imprint).not.toMatch(/[{}]|undefined|null/);
    // No line ends on a label with nothing after it ("Telephone:"), and no section is left empty.
    for (const section of page.sections) {
      expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      for (const line of section.paragraphs) expect(line).not.toMatch(/:\s*$/);
    }
    expect(page.sections.length).toBeLessThan(read(locale, "imprint").sections.length);
  });

  it.each(LOCALES)("%s: the terms name the governing law from the seller's country", (locale) => {
    const poland = new Intl.DisplayNames([locale], { type: "region" }).of("PL")!;
    const terms = withSeller(read(locale, "terms"), { ...CONFIGURED, countryIso: "PL" } satisfies Seller, locale);
    expect(terms.sections[8]!.paragraphs[0]).toContain(`(${poland})`);
  });

  it("the terms keep their numbered sections in every language, since the trust panel links to returns (2) and misprints (6)", () => {
    const english = read(SOURCE_LOCALE, "terms");
    for (const locale of LOCALES) {
      const terms = read(locale, "terms");
      expect(terms.sections.map((s) => s.heading?.match(/^\d+\./)?.[0]), locale).toEqual(english.sections.map((s) => s.heading?.match(/^\d+\./)?.[0]));
      // The misprint section names the seller's mail address for complaints.
      expect(terms.sections[5]!.paragraphs.join(" "), locale).toContain("{seller.email}");
    }
  });
});

describe("the seller's configuration", () => {
  it("reads SELLER_* first and the older INVOICE_SELLER_* names still", () => {
    expect(sellerFromEnv({ SELLER_NAME: "New GmbH", INVOICE_SELLER_NAME: "Old GmbH" }).name).toBe("New GmbH");
    expect(sellerFromEnv({ INVOICE_SELLER_NAME: "Old GmbH", INVOICE_SELLER_VAT_ID: "DE999" })).toMatchObject({ name: "Old GmbH", vatId: "DE999" });
  });

  it("lists what a live shop has not set, and nothing once all is set", () => {
    expect(missingSellerSettings({})).toContain("SELLER_VAT_ID");
    expect(missingSellerSettings({ INVOICE_SELLER_NAME: "Old GmbH" })).not.toContain("SELLER_NAME");
    const all = Object.fromEntries(["NAME", "STREET", "ZIP_CODE", "CITY", "COUNTRY_ISO", "VAT_ID", "EMAIL", "REGISTER", "REPRESENTATIVE"].map((k) => [`SELLER_${k}`, "x"]));
    expect(missingSellerSettings(all)).toEqual([]);
  });
});
