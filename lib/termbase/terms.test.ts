import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { CONCEPTS, LANGUAGES, REGISTERS, ROMANIAN_NOT_VERBS, type Avoid, type Language } from "./terms";

/**
 * Every word a shopper reads, in the catalogues and in `content/`, speaks with one voice per
 * language: no synonym the termbase rejects and no marker of the other register. A finding names
 * the file, the key and the word, so that a translator can fix it without reading this test.
 */

const root = process.cwd();
const language = (locale: string) => locale.split("-")[0] as Language;

type Text = { where: string; key: string; value: string };

function leaves(value: unknown, key: string, where: string, out: Text[]): Text[] {
  if (typeof value === "string") out.push({ where, key, value });
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, key ? `${key}.${i}` : String(i), where, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, key ? `${key}.${k}` : k, where, out);
  return out;
}

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(file) : file.endsWith(".json") ? [file] : [];
  });
}

/** What a shopper of this locale reads: its catalogue and its content files. */
function textsOf(locale: string): Text[] {
  const texts: Text[] = [];
  const catalogue = path.join(root, "messages", `${locale}.json`);
  leaves(JSON.parse(readFileSync(catalogue, "utf8")), "", `messages/${locale}.json`, texts);
  for (const file of filesUnder(path.join(root, "content", locale))) {
    leaves(JSON.parse(readFileSync(file, "utf8")), "", path.relative(root, file), texts);
  }
  // ICU arguments ("{amount}") are names for the code, not words for the shopper.
  return texts.map((text) => ({ ...text, value: text.value.replace(/\{\w+\}/g, " ") }));
}

const wordPattern = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}’'-])(?:${source})(?![\\p{L}\\p{N}])`, "giu");

function findings(texts: Text[], rules: Avoid[], allowed: string[] = []): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    const pattern = wordPattern(rule.avoid);
    const within = rule.within ? new RegExp(rule.within) : undefined;
    const except = rule.except ? new RegExp(rule.except) : undefined;
    for (const text of texts) {
      if (within && !(text.where.startsWith("messages/") && within.test(text.key))) continue;
      // A catalogue's exemption names its keys; a content file's names the file.
      if (except && except.test(text.where.startsWith("messages/") ? text.key : text.where)) continue;
      for (const match of text.value.matchAll(pattern)) {
        if (allowed.includes(match[0].toLowerCase())) continue;
        found.push(`${text.where} ${text.key}: "${match[0]}"`);
      }
    }
  }
  return found;
}

const locales = LOCALES.filter((locale) => LANGUAGES.includes(language(locale)));
/** What the word checks read: British English has its own catalogue overlay and content set (content/en-GB, ADR 0072). */
const readers = [...locales, "en-GB"];

describe("termbase", () => {
  it("names every concept in every language and covers every locale of the shop", () => {
    expect(LOCALES.filter((locale) => !LANGUAGES.includes(language(locale)))).toEqual([]);
    for (const [concept, { approved }] of Object.entries(CONCEPTS)) {
      expect(Object.keys(approved).sort(), concept).toEqual([...LANGUAGES].sort());
      for (const term of Object.values(approved)) expect(term.trim(), concept).not.toBe("");
    }
  });

  it("is the same list as messages/TERMS.md, the one people read", () => {
    const page = readFileSync(path.join(root, "messages", "TERMS.md"), "utf8");
    for (const [concept, { approved }] of Object.entries(CONCEPTS)) {
      expect(page, concept).toContain(`### ${concept}\n`);
      for (const [lang, term] of Object.entries(approved)) expect(page, `${concept} (${lang})`).toContain(`| ${lang} | ${term} |`);
    }
  });

  it("never rejects the word it approves", () => {
    for (const [concept, { approved, avoid }] of Object.entries(CONCEPTS)) {
      for (const [lang, rules] of Object.entries(avoid) as [Language, Avoid[]][]) {
        const term = [{ where: "termbase", key: concept, value: approved[lang] }];
        expect(findings(term, rules), `${concept} (${lang})`).toEqual([]);
      }
    }
  });

  it.each(readers)("%s uses only the approved terms", (locale) => {
    const texts = textsOf(locale);
    const lang = language(locale);
    const found = Object.entries(CONCEPTS).flatMap(([concept, { approved, avoid }]) =>
      findings(texts, avoid[lang] ?? []).map((finding) => `${finding} is not the approved "${approved[lang]}" (${concept})`),
    );
    expect(found).toEqual([]);
  });

  it.each(readers)("%s speaks to the shopper in one register", (locale) => {
    const lang = language(locale);
    const allowed = lang === "ro" ? ROMANIAN_NOT_VERBS : [];
    expect(findings(textsOf(locale), REGISTERS[lang].avoid, allowed)).toEqual([]);
  });

  it("catches a formal Romanian sentence and a rejected synonym (the check can fail)", () => {
    const formal = [{ where: "example", key: "k", value: "Verificați comanda dumneavoastră și vă trimitem factura." }];
    expect(findings(formal, REGISTERS.ro.avoid)).toHaveLength(3);
    const informal = [{ where: "example", key: "k", value: "Verifică-ți comanda și îți trimitem factura; pereții cutiei rămân albi." }];
    expect(findings(informal, REGISTERS.ro.avoid, ROMANIAN_NOT_VERBS)).toEqual([]);
    // The formal auxiliary opening a sentence ("Ați uitat parola?") and the formal pronoun joined
    // to a verb ("v-a trimis", "v-am trimis") are the same register as "Verificați".
    const opening = [
      { where: "example", key: "Account.login.forgotten", value: "Ați uitat parola?" },
      { where: "example", key: "Mail.design_shared.subject", value: "Cineva v-a trimis un design de cutie pe Boxwright" },
      { where: "example", key: "k", value: "V-am trimis oferta; ați primit-o?" },
      { where: "example", key: "Editor.drafts.resumed", value: "designul pe care l-ați modificat" },
    ];
    expect(findings(opening, REGISTERS.ro.avoid).map((finding) => finding.split(": ")[1])).toEqual(
      expect.arrayContaining(['"Ați"', '"v-a"', '"V-am"', '"ați"', '"l-ați"']),
    );
    const informalOpening = [{ where: "example", key: "k", value: "Ai uitat parola? Cineva ți-a trimis un design; te-am anunțat, l-ai modificat." }];
    expect(findings(informalOpening, REGISTERS.ro.avoid, ROMANIAN_NOT_VERBS)).toEqual([]);
    const synonym = [{ where: "example", key: "Offer.manager.title", value: "Ihre Ansprechperson" }];
    expect(findings(synonym, CONCEPTS["order manager"]!.avoid.de!)).toHaveLength(1);
    const newsletter = [{ where: "messages/de-DE.json", key: "Newsletter.submit", value: "Anmelden" }];
    const signIn = [{ where: "messages/de-DE.json", key: "Account.login.submit", value: "Anmelden" }];
    expect(findings(newsletter, CONCEPTS.subscribe!.avoid.de!)).toHaveLength(1);
    expect(findings(signIn, CONCEPTS.subscribe!.avoid.de!)).toEqual([]);
  });

  it("catches the second names of the safe zone and the Polish quote request, and leaves the verb alone", () => {
    const example = (value: string) => [{ where: "example", key: "k", value }];
    const safeZone = CONCEPTS["safe zone"]!.avoid;
    expect(findings(example("Trzymaj tekst w marginesie bezpieczeństwa."), safeZone.pl!)).toHaveLength(1);
    expect(findings(example("Trzymaj tekst w strefie bezpiecznej."), safeZone.pl!)).toEqual([]);
    expect(findings(example("Håll texten inom säkerhetsmarginalen."), safeZone.sv!)).toHaveLength(1);
    expect(findings(example("Area sicura: tieni il testo qui dentro."), safeZone.it!)).toHaveLength(1);
    expect(findings(example("Tieni il testo nell’area di sicurezza."), safeZone.it!)).toEqual([]);
    const quote = CONCEPTS["quote request"]!.avoid.pl!;
    expect(findings(example("Twoje wyceny i zapytania o wycenę"), quote)).toHaveLength(3);
    expect(findings(example("Nie możemy od ręki wycenić tego produktu; wyślij zapytanie ofertowe."), quote)).toEqual([]);
  });

  it("tells a box's French format from other sizes, and the checkout's, print's and shop's second names", () => {
    const example = (value: string, key = "k", where = "example") => [{ where, key, value }];
    const boxSize = CONCEPTS["box size"]!.avoid.fr!;
    expect(findings(example("Choisissez la bonne taille de boîte ou une taille sur mesure."), boxSize)).toHaveLength(2);
    expect(findings(example("Consultez le guide des tailles : les tailles en pouces."), boxSize)).toHaveLength(2);
    // A font, an image at its print size and a company are "taille" in French, and stay so.
    expect(findings(example("Tailles de police, 150 dpi à la taille d’impression, marques de toutes tailles."), boxSize)).toEqual([]);
    const checkout = CONCEPTS.checkout!.avoid.es!;
    expect(findings(example("El IVA se añade al finalizar la compra."), checkout)).toHaveLength(1);
    expect(findings(example("Tramitar pedido", "Checkout.title", "messages/es-ES.json"), checkout)).toHaveLength(1);
    expect(findings(example("Tramitar pedido", "Cart.checkout", "messages/es-ES.json"), checkout)).toEqual([]);
    const printing = CONCEPTS.printing!.avoid.ro!;
    expect(findings(example("Vezi calitatea tiparului; tipărim cutiile tale."), printing)).toHaveLength(2);
    expect(findings(example("Fișierele de tipar, proba de tipar și cum arată la tipar; imprimăm cutiile."), printing)).toEqual([]);
    const shop = CONCEPTS.shop!.avoid.cs!;
    expect(findings(example("Zpět do obchodu"), shop)).toHaveLength(1);
    expect(findings(example("Souhlasím s obchodními podmínkami e-shopu."), shop)).toEqual([]);
    expect(findings(example("Nahrajte tisková data nebo tiskový soubor."), CONCEPTS["print files"]!.avoid.cs!)).toHaveLength(2);
  });

  it("puts the obligation to pay on the final order buttons", () => {
    for (const locale of locales) {
      const catalogue = JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));
      const button = CONCEPTS["order with obligation to pay"]!.approved[language(locale)];
      expect(catalogue.Checkout.summary.placeOrder, locale).toBe(button);
      expect(catalogue.Checkout.payment.transferSubmit.toLowerCase(), locale).toContain(button.split(" ")[0]!.toLowerCase());
    }
  });
});
