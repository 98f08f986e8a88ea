/**
 * The termbase in a form a test can read: one approved word per concept and language, the
 * synonyms the shop has used for it and no longer wants, and the form of address each language
 * speaks to the shopper in. `messages/TERMS.md` is the same list for people (translators,
 * copywriters, reviewers); the two change together (ADR 0069).
 *
 * Keyed by language, not locale, so that a regional variant (en-GB next to en-US, de-AT) follows
 * the same terms as its language.
 */

export const LANGUAGES = ["cs", "de", "en", "es", "fr", "it", "nl", "pl", "pt", "ro", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A word the shop does not use. `avoid` is a regular expression (case-insensitive, Unicode) that
 * must match whole words: the check adds the word boundaries, so `Ansprechperson\p{L}*` also
 * catches the inflected forms. `within` limits the rule to the messages whose key matches (a word
 * that is wrong only in one place: "Anmelden" on the newsletter button, where it is right on the
 * sign-in button); `except` exempts the keys (in `content/`, the files) where the same word means
 * something else.
 */
export interface Avoid {
  avoid: string;
  within?: string;
  except?: string;
}

export interface Concept {
  /** What the thing is, in English, so that a translator knows which sense is meant. */
  meaning: string;
  approved: Record<Language, string>;
  avoid: Partial<Record<Language, Avoid[]>>;
}

/**
 * The legal pages, where "the seller" (säljaren) and "a binding offer" (bindend aanbod) are the
 * law's words for a party and a contract's step, not the shop's order manager or a custom offer.
 */
const LEGAL_PAGES = "^content/[^/]+/pages/(terms|privacy|cookies|imprint|pro-terms-conditions)\\.json$";

/**
 * Where the catalogue names the sample pack itself (its page, the landing's teaser, the cart line
 * and its count): there a bare "pack" word is the second name the Czech "balíček" and the Romanian
 * "pachet" used to be, and both now name a bundle (Cart.bundle*) instead.
 */
const SAMPLE_PACK_KEYS =
  "^(SamplePacks\\.|Home\\.samples\\.|ProductPage\\.(packPrice|samplePack\\.)|Cart\\.lines\\.(samples|packs)|Cart\\.crossSell\\.samplePackPrice|Orders\\.order\\.configuration\\.samples)";

/** The screens of a Boxwright Plus company account, where Romanian says "companie", never "firmă". */
const COMPANY_ACCOUNT_KEYS = "^(Plus|Company|PriceLists|Manager)\\.";

/** The Spanish bundles ("Pack unboxing") and their screens, where "pack" is the right word. */
const BUNDLE_KEYS = `^(Cart\\.(bundles?\\.|meta\\.bundles$|empty\\.bundles$|crossSell\\.bundles|errors\\.invalid_bundle$))`;

const NEWSLETTER_KEYS =
  "^(Newsletter\\.|Account\\.(register\\.newsletter|consents\\.marketing|unsubscribe\\.|meta\\.unsubscribe)|Checkout\\.details\\.newsletter)";

export const CONCEPTS: Record<string, Concept> = {
  "order manager": {
    meaning: "The shop's employee who looks after a quote request, its offer, the approval of the print files and the order.",
    approved: {
      cs: "manažer objednávky",
      de: "Auftragsbetreuer",
      en: "order manager",
      es: "gestor de pedidos",
      fr: "chargé de commande",
      it: "responsabile ordini",
      nl: "ordermanager",
      pl: "opiekun zamówienia",
      pt: "gestor de encomendas",
      ro: "manager de comenzi",
      sv: "orderansvarig",
    },
    avoid: {
      // "správce" is a company account's administrator (Company.roles.admin), never the order manager.
      // "manažer objednávek" (of the orders) was a second singular name; the plural "manažeři objednávek" is the approved term's plural.
      cs: [{ avoid: "obchodník\\p{L}*" }, { avoid: "správc\\p{L}* objednáv\\p{L}*" }, { avoid: "manažer(?:a|ovi|em|e)? objednávek" }],
      de: [{ avoid: "Ansprechperson\\p{L}*" }, { avoid: "Ansprechpartner\\p{L}*" }, { avoid: "Kundenbetreuer\\p{L}*" }, { avoid: "Auftragsmanager\\p{L}*" }],
      fr: [
        { avoid: "gestionnaires? de commandes?" },
        { avoid: "chargée?s? de clientèle" },
        { avoid: "interlocut\\p{L}*" },
        { avoid: "chargée?s? de commandes" },
      ],
      it: [{ avoid: "referent\\p{L}*" }, { avoid: "responsabile dell’ordine" }],
      nl: [
        { avoid: "contactperso\\p{L}*", except: "^(Company|Account\\.addresses|Checkout\\.(details|address))" },
        { avoid: "orderspecialist\\p{L}*" },
        { avoid: "orderbegeleider\\p{L}*" },
      ],
      pt: [{ avoid: "gestor\\p{L}* de encomenda" }],
      ro: [{ avoid: "responsabil\\p{L}* comenzii" }],
      sv: [
        { avoid: "kontaktperson\\p{L}*", except: "^(Company|Account\\.addresses|Checkout\\.(details|address))" },
        { avoid: "säljare\\p{L}*", except: `^Invoice\\.|${LEGAL_PAGES}` },
      ],
    },
  },
  "sample pack": {
    meaning:
      "The parcel with one piece of each chosen packaging, printed with the shop's sample design, that a shopper orders to feel the material before a first order.",
    approved: {
      cs: "sada vzorků",
      de: "Musterpaket",
      en: "sample pack",
      es: "kit de muestras",
      fr: "kit d’échantillons",
      it: "kit di campioni",
      nl: "proefpakket",
      pl: "zestaw próbek",
      pt: "kit de amostras",
      ro: "set de mostre",
      sv: "provpaket",
    },
    avoid: {
      cs: [{ avoid: "balíč\\p{L}* vzork\\p{L}*" }, { avoid: "vzorkov\\p{L}* balíč\\p{L}*" }, { avoid: "balíč\\p{L}*", within: SAMPLE_PACK_KEYS }],
      // "pack" alone is the bundles' word (Cart.bundles: "Pack unboxing"); the sample pack is a "kit", never a "pack".
      es: [{ avoid: "packs? de muestras" }, { avoid: "packs?", except: BUNDLE_KEYS }],
      it: [{ avoid: "kit campion\\p{L}*" }],
      nl: [{ avoid: "samplepakket\\p{L}*" }, { avoid: "sampleverzending" }],
      ro: [{ avoid: "pachet\\p{L}* de mostre" }, { avoid: "pachet\\p{L}*", within: SAMPLE_PACK_KEYS }],
    },
  },
  offer: {
    meaning: "The priced proposal an order manager sends in answer to a quote request; the shopper accepts it and pays.",
    approved: {
      cs: "nabídka",
      de: "Angebot",
      en: "offer",
      es: "oferta",
      fr: "offre",
      it: "offerta",
      nl: "offerte",
      pl: "oferta",
      pt: "proposta",
      ro: "ofertă",
      sv: "offert",
    },
    avoid: {
      // "aanbiedingen" are the newsletter's promotions, never the offer an order manager sends.
      nl: [
        { avoid: "aanbod\\p{L}*", except: LEGAL_PAGES },
        { avoid: "aanbieding\\p{L}*", except: NEWSLETTER_KEYS },
      ],
      sv: [{ avoid: "erbjudande\\p{L}*", except: NEWSLETTER_KEYS }],
    },
  },
  "quote request": {
    meaning: "What a shopper sends to ask for a price the catalogue does not show (large runs, custom sizes).",
    approved: {
      cs: "poptávka",
      de: "Angebotsanfrage",
      en: "quote request",
      es: "solicitud de presupuesto",
      fr: "demande de devis",
      it: "richiesta di preventivo",
      nl: "offerteaanvraag",
      pl: "zapytanie ofertowe",
      pt: "pedido de orçamento",
      ro: "cerere de ofertă",
      sv: "offertförfrågan",
    },
    avoid: {
      // "wycena" (a price, a quote) named the same request a second way ("Twoje wyceny", "zapytanie o
      // wycenę"); the verb "wycenić" (to price something) is another concept and stays.
      pl: [{ avoid: "wycen(?:a|y|ę|ą|ie|om|ami|ach)?" }, { avoid: "zapytani\\p{L}* o wycen\\p{L}*" }],
      ro: [{ avoid: "cotați\\p{L}* de preț" }],
    },
  },
  design: {
    meaning: "The artwork a shopper makes in the editor for a packaging (not the packaging's shape).",
    approved: {
      cs: "návrh",
      de: "Design",
      en: "design",
      es: "diseño",
      fr: "design",
      it: "design",
      nl: "ontwerp",
      pl: "projekt",
      pt: "design",
      ro: "design",
      sv: "design",
    },
    avoid: {
      fr: [{ avoid: "visuels?" }, { avoid: "maquettes?" }, { avoid: "(?:vos|votre|ses|sa) créations?" }],
      // The word is Romanian now and takes its endings without a hyphen (DOOM: designul, designuri).
      ro: [{ avoid: "design-(?:ul|ului|uri|urile|urilor)" }],
    },
  },
  cart: {
    meaning: "Where products wait before checkout.",
    approved: {
      cs: "košík",
      de: "Warenkorb",
      en: "cart",
      es: "carrito",
      fr: "panier",
      it: "carrello",
      nl: "winkelwagen",
      pl: "koszyk",
      pt: "carrinho",
      ro: "coș",
      sv: "varukorg",
    },
    avoid: {
      nl: [{ avoid: "winkelmand\\p{L}*" }],
      ro: [{ avoid: "cos" }, { avoid: "coșul de cumpărături" }],
      sv: [{ avoid: "kundvagn\\p{L}*" }],
    },
  },
  checkout: {
    meaning: "The steps from the cart to the payment.",
    approved: {
      cs: "pokladna",
      de: "Kasse",
      en: "checkout",
      es: "pago",
      fr: "paiement",
      it: "cassa",
      nl: "kassa",
      pl: "kasa",
      pt: "finalização da compra",
      ro: "finalizarea comenzii",
      sv: "kassa",
    },
    avoid: {
      // The checkout is "el pago" ("en el pago", the page "Proceso de pago"). "Tramitar pedido" is
      // only the cart's button that leads there, the label Spanish shops put on it; "finalizar la
      // compra" and "Finalizar pedido" were a second and third name for the same page.
      es: [
        { avoid: "finaliz\\p{L}* (?:el |la |tu |su )?(?:pedido|compra)" },
        { avoid: "tramit\\p{L}* (?:el |tu )?pedidos?", except: "^Cart\\.checkout$" },
        { avoid: "proceso de compra" },
      ],
      // The English word, left in the terms; "checkout-payment:" is a storage key the cookie policy names.
      ro: [{ avoid: "checkout(?!-)" }],
    },
  },
  "VAT ID": {
    meaning: "A company's EU VAT identification number, checked in VIES for the reverse charge.",
    approved: {
      cs: "DIČ",
      de: "USt-IdNr.",
      en: "VAT ID",
      es: "NIF-IVA",
      fr: "numéro de TVA intracommunautaire",
      it: "partita IVA",
      nl: "btw-nummer",
      pl: "NIP UE",
      pt: "NIF",
      ro: "cod de TVA",
      sv: "momsregistreringsnummer",
    },
    avoid: {
      de: [{ avoid: "UID-Nummer" }],
      // Portuguese buyers read "NIF" on every screen, page and invoice; "número de IVA" named it a second way.
      pt: [{ avoid: "números? de IVA|n\\.º de IVA" }],
      pl: [{ avoid: "numer\\p{L}* VAT(?: UE)?" }],
      sv: [{ avoid: "momsnumm\\p{L}*" }],
    },
  },
  "sign in": {
    meaning: "Opening one's account to see its orders, designs and offers.",
    approved: {
      cs: "přihlásit se",
      de: "anmelden",
      en: "sign in",
      es: "iniciar sesión",
      fr: "se connecter",
      it: "accedi",
      nl: "inloggen",
      pl: "zaloguj się",
      pt: "iniciar sessão",
      ro: "conectare",
      sv: "logga in",
    },
    avoid: {
      ro: [{ avoid: "autentifică-te|autentificați-vă|autentificându-se" }],
    },
  },
  subscribe: {
    meaning: "Asking for the newsletter; a different word from signing in, so that the two buttons never read alike.",
    approved: {
      cs: "odebírat",
      de: "abonnieren",
      en: "subscribe",
      es: "suscribirme",
      fr: "s'inscrire",
      it: "iscriviti",
      nl: "aanmelden",
      pl: "zapisz się",
      pt: "subscrever",
      ro: "abonează-mă",
      sv: "prenumerera",
    },
    avoid: {
      cs: [{ avoid: "přihl\\p{L}*", within: NEWSLETTER_KEYS }],
      de: [{ avoid: "anmeld\\p{L}*|abmeld\\p{L}*|angemeldet\\p{L}*|abgemeldet\\p{L}*|anzumelden|abzumelden", within: NEWSLETTER_KEYS }],
      sv: [{ avoid: "registrer\\p{L}*|avregistrer\\p{L}*|anmäla|anmälan", within: NEWSLETTER_KEYS }],
    },
  },
  "order with obligation to pay": {
    meaning: "The final order button where the order becomes binding (EU Directive 2011/83/EU, article 8(2)): it names the obligation to pay.",
    approved: {
      cs: "Objednat s povinností platby",
      de: "Zahlungspflichtig bestellen",
      en: "Order with obligation to pay",
      es: "Realizar pedido con obligación de pago",
      fr: "Commander avec obligation de paiement",
      it: "Ordina con obbligo di pagamento",
      nl: "Bestellen met betalingsverplichting",
      pl: "Zamawiam z obowiązkiem zapłaty",
      pt: "Encomendar com obrigação de pagamento",
      ro: "Comandă cu obligație de plată",
      sv: "Beställ med betalningsskyldighet",
    },
    avoid: {},
  },
  dieline: {
    meaning: "The flat cutting and folding drawing of a box that print files are laid out on.",
    approved: {
      cs: "výsekový nákres",
      de: "Stanzkontur",
      en: "dieline",
      es: "troquel",
      fr: "gabarit de découpe",
      it: "fustella",
      nl: "stansvorm",
      pl: "wykrojnik",
      pt: "cortante",
      ro: "contur de ștanțare",
      sv: "stansmall",
    },
    avoid: {
      ro: [{ avoid: "machet\\p{L}* de ștanțare" }],
      sv: [{ avoid: "stansform\\p{L}*" }],
    },
  },
  bleed: {
    meaning: "The artwork that runs past the cut line so no white edge shows.",
    approved: {
      cs: "spadávka",
      de: "Beschnitt",
      en: "bleed",
      es: "sangrado",
      fr: "fond perdu",
      it: "abbondanza",
      nl: "afloop",
      pl: "spad",
      pt: "sangria",
      ro: "bleed",
      sv: "utfall",
    },
    avoid: {},
  },
  "safe zone": {
    meaning: "The inner margin that text and logos stay inside, away from cuts and folds.",
    approved: {
      cs: "bezpečná zóna",
      de: "Sicherheitsbereich",
      en: "safe zone",
      es: "zona segura",
      fr: "zone de sécurité",
      it: "area di sicurezza",
      nl: "veilige zone",
      pl: "strefa bezpieczna",
      pt: "zona de segurança",
      ro: "zonă de siguranță",
      sv: "säkerhetszon",
    },
    avoid: {
      de: [{ avoid: "Sicherheitsabstand\\p{L}*|sicher\\p{L}* Bereich\\p{L}*" }],
      es: [{ avoid: "márgen\\p{L}* de seguridad|margen\\p{L}* de seguridad|zonas? de seguridad" }],
      it: [{ avoid: "margin\\p{L}* di sicurezza|zon\\p{L}* sicur\\p{L}*|are\\p{L}* sicur\\p{L}*|spazi\\p{L}* di sicurezza|zon\\p{L}* di sicurezza" }],
      pl: [{ avoid: "margines\\p{L}* bezpieczeństwa|obszar\\p{L}* bezpieczn\\p{L}*" }],
      pt: [{ avoid: "marg\\p{L}* de segurança" }],
      ro: [{ avoid: "zon\\p{L}* sigur\\p{L}*" }],
      sv: [{ avoid: "säkerhetsmarginal\\p{L}*|säker\\p{L}* zon\\p{L}*" }],
    },
  },
  "price list": {
    meaning: "The prices or discount agreed with one company account, valid for a period.",
    approved: {
      cs: "ceník",
      de: "Preisliste",
      en: "price list",
      es: "tarifa",
      fr: "grille tarifaire",
      it: "listino",
      nl: "prijslijst",
      pl: "cennik",
      pt: "tabela de preços",
      ro: "listă de prețuri",
      sv: "prislista",
    },
    avoid: {},
  },
  company: {
    meaning: "A buyer's company account in Boxwright Plus, with its members, roles and limits.",
    approved: {
      cs: "firma",
      de: "Unternehmen",
      en: "company",
      es: "empresa",
      fr: "entreprise",
      it: "azienda",
      nl: "bedrijf",
      pl: "firma",
      pt: "empresa",
      ro: "companie",
      sv: "företag",
    },
    avoid: {
      // A business in general stays "firmă" ("Comanzi pentru o firmă?"); the Plus account and its screens say "companie".
      ro: [{ avoid: "firm\\p{L}*", within: COMPANY_ACCOUNT_KEYS }],
    },
  },
  "print files": {
    meaning: "The files a shopper uploads or the editor makes, laid out on the dieline, that the shop prints from.",
    approved: {
      cs: "tiskové podklady",
      de: "Druckdaten",
      en: "print files",
      es: "archivos de impresión",
      fr: "fichiers d’impression",
      it: "file di stampa",
      nl: "drukbestanden",
      pl: "pliki do druku",
      pt: "ficheiros de impressão",
      ro: "fișiere de tipar",
      sv: "tryckfiler",
    },
    avoid: {
      // "tiskové podklady" is the screens' word and the Czech prepress standard; "tisková data" and
      // "tiskový soubor" named the same files twice more (the proof's "Soubor pro tisk" is one file, the proof).
      cs: [{ avoid: "tiskov\\p{L}* dat\\p{L}*" }, { avoid: "tiskov\\p{L}* soubor\\p{L}*" }],
    },
  },
  shop: {
    meaning: "Boxwright's online shop itself, one per region (the storefront), not a buyer's own shop.",
    approved: {
      cs: "e-shop",
      de: "Shop",
      en: "shop",
      es: "tienda",
      fr: "boutique",
      it: "negozio",
      nl: "winkel",
      pl: "sklep",
      pt: "loja",
      ro: "magazin",
      sv: "butik",
    },
    avoid: {
      // The noun "obchod" (not the adjective "obchodní": obchodní podmínky) named the shop a second
      // way; a bricks-and-mortar shop, where the buyer's paper bags are carried, stays "obchod".
      cs: [
        {
          avoid: "obchod(?:u|ě|em|y|ů|ech|ům)?",
          except: "^(Products\\.paper-bag\\.description$|content/cs-CZ/help/mailers-bags-and-tape\\.json$)",
        },
      ],
    },
  },
  printing: {
    meaning: "Putting the design on the packaging: the configurator's print option, the process and the printed result.",
    approved: {
      cs: "potisk",
      de: "Druck",
      en: "printing",
      es: "impresión",
      fr: "impression",
      it: "stampa",
      nl: "bedrukking",
      pl: "nadruk",
      pt: "impressão",
      ro: "imprimare",
      sv: "tryck",
    },
    avoid: {
      // The printing of the boxes, its option and its result are "imprimare" (a imprima, imprimat).
      // "tipar" stays in the prepress expressions after a preposition: fișiere de tipar, probă de
      // tipar, eroare de tipar (the misprint), gata de tipar, înainte de / la / pentru / după tipar,
      // specialist în tipar. "tiparul", "un tipar" and the verb "a tipări" named the printing twice.
      ro: [
        { avoid: "tipăr\\p{L}*" },
        { avoid: "(?<!(?<!\\p{L})(?:de|în|la|pentru|după) )tipar(?:ul|ului)?" },
        { avoid: "defect\\p{L}* de imprimare|(?:înainte|dimensiun\\p{L}*|fișier\\p{L}*|prob\\p{L}*|eroare|erori\\p{L}*|gata) de imprimare" },
      ],
    },
  },
  "box size": {
    meaning: "A packaging's dimensions as the shopper chooses them: a standard size or a custom one.",
    approved: {
      cs: "rozměr",
      de: "Größe",
      en: "size",
      es: "tamaño",
      fr: "format",
      it: "formato",
      nl: "formaat",
      pl: "rozmiar",
      pt: "tamanho",
      ro: "dimensiune",
      sv: "storlek",
    },
    avoid: {
      // The screens say "format" for a box's size; "taille" stays right for a font, an image, a
      // file or a company ("taille d’impression", "tailles de police", "marques de toutes tailles"),
      // so only the phrases that can only mean the box are rejected.
      fr: [
        {
          avoid:
            "tailles? (?:(?:de|des|du) )?(?:(?:la|votre|vos|ma|sa|cette|chaque|une) )?(?:boîtes?|cartons?|caisses?|emballages?|sacs?|étuis?)|tailles? (?:standard|sur mesure|spéciales?|spéciaux|personnalisées?)|(?:bonne|mauvaise|même|autre) taille|guide des tailles|tailles? en pouces",
        },
      ],
    },
  },
  email: {
    meaning: "Electronic mail: the address a shopper gives and the messages the shop sends.",
    approved: {
      cs: "e-mail",
      de: "E-Mail",
      en: "email",
      es: "correo electrónico",
      fr: "e-mail",
      it: "e-mail",
      nl: "e-mail",
      pl: "e-mail",
      pt: "e-mail",
      ro: "e-mail",
      sv: "e-post",
    },
    avoid: {
      // American style guides write "email", and so do the British ones a UK shopper reads (GOV.UK,
      // the Guardian, the BBC): one spelling for en-US and en-GB, so it is no US/GB pair.
      en: [{ avoid: "e-mail\\p{L}*" }],
    },
  },
  approval: {
    meaning: "The shopper's go-ahead for the print files (proof) before production.",
    approved: {
      cs: "schválení",
      de: "Freigabe",
      en: "approval",
      es: "aprobación",
      fr: "validation",
      it: "approvazione",
      nl: "goedkeuring",
      pl: "akceptacja",
      pt: "aprovação",
      ro: "aprobare",
      sv: "godkännande",
    },
    avoid: {},
  },
};

/**
 * The editor's sample texts are printed on the buyer's own boxes for the buyer's customers and
 * couriers ("Manipulați cu grijă"): they speak in the buyer's voice, not the shop's.
 */
const TEMPLATE_KEYS = "^Editor\\.templates\\.";

export interface Register {
  /** How the shop addresses the shopper, in the language's own words. */
  address: string;
  /** Markers of the other register: a message that uses one speaks to the shopper in two voices. */
  avoid: Avoid[];
}

/**
 * One form of address per language. Romanian speaks to the shopper with "tu", as the market's
 * leading shops do (eMAG, Fashion Days); the formal "dumneavoastră" and its verb forms
 * ("comandați", "puteți") are the markers of the register it left. The other languages keep the
 * register they were written in.
 */
export const REGISTERS: Record<Language, Register> = {
  cs: { address: "vykání (vy, vaše, zkontrolujte)", avoid: [{ avoid: "tvůj|tvoje|tvou|tvého|tvém|tvým|tvá|tvé|tobě|máš|můžeš|chceš|jsi" }] },
  de: { address: "Sie", avoid: [{ avoid: "du|dich|dir|dein\\p{L}*" }] },
  en: { address: "you", avoid: [] },
  es: { address: "tú (tu, puedes, revisa)", avoid: [{ avoid: "usted\\p{L}*" }] },
  fr: { address: "vous", avoid: [{ avoid: "tu|toi|tes" }] },
  it: { address: "tu (tuo, puoi, controlla)", avoid: [{ avoid: "vostr\\p{L}*|potete|volete|dovete" }] },
  nl: { address: "je/jij (je, jouw, kun je)", avoid: [{ avoid: "u|uw|kunt u|heeft u" }] },
  pl: { address: "ty (Twój, sprawdź, możesz)", avoid: [{ avoid: "Pan|Pani|Panu" }] },
  pt: { address: "3.ª pessoa de cortesia, sem pronome (pode, a sua conta, verifique)", avoid: [{ avoid: "teu|tua|teus|tuas|podes|queres" }] },
  ro: {
    address: "tu (contul tău, poți, verifică)",
    avoid: [
      { avoid: "dumneavoastr\\p{L}*|dvs", except: TEMPLATE_KEYS },
      // The pronoun joined to a verb takes the verb's letters after the hyphen: "v-a trimis", "v-am spus".
      { avoid: "vă|v-\\p{L}*|vi-\\p{L}*", except: TEMPLATE_KEYS },
      // Second person plural of the imperative and present: comandați, verificați, puteți, coborâți,
      // the auxiliary alone ("Ați uitat parola?"), hence no letter required before the ending, and
      // the auxiliary after a joined pronoun ("l-ați modificat", "ne-ați scris").
      // "-iți" is also the informal singular of some verbs (tu trimiți, tu soliciți), so the formal
      // "-iți" verbs the shop uses are listed by name.
      { avoid: "(\\p{L}+-)?\\p{L}*(ați|eți|âți)(-\\p{L}+)?", except: TEMPLATE_KEYS },
      {
        avoid:
          "(primiți|doriți|folosiți|găsiți|oferiți|citiți|urmăriți|plătiți|economisiți|porniți|veniți|ieșiți|definiți|împărțiți|răspundeți|adăugiți)(-\\p{L}+)?",
      },
    ],
  },
  // "ni", "er", "ert" address a company and its team in Swedish ("ert företagskonto", "Er referens"): plural, not a register.
  sv: { address: "du (din, ditt, kan du)", avoid: [{ avoid: "Eder|Edra" }] },
};

/** Words that end like a formal Romanian verb and are not one: plural nouns and adjectives. */
export const ROMANIAN_NOT_VERBS = [
  "pereți",
  "paleți",
  "săgeți",
  "plantați",
  "interesați",
  "angajați",
  "pregătiți",
  "împachetați",
  "legați",
  "asociați",
  "obligați",
  "guvernați",
];
