/**
 * The words British and American English write differently, as the shop uses
 * them (docs/adr/0068-region-formats.md, docs/adr/0072-one-voice-per-language.md):
 * one list for the catalogues (lib/i18n/english.test.ts) and the content sets
 * (content/en-US is American, content/en-GB British; server/content/english.test.ts).
 * A shopper on the us storefront must not read "colour", one on gb or the EU
 * must not read "color".
 *
 * Each pair names every form the shop writes. Where the American form is also
 * good British English ("program" of software, "license" the verb, "package",
 * "toward"), `americanIsBritishToo` keeps it out of the check of the British text.
 */

export interface SpellingPair {
  british: readonly string[];
  american: readonly string[];
  americanIsBritishToo?: true;
}

export const ENGLISH_SPELLINGS: readonly SpellingPair[] = [
  { british: ["colour", "colours", "coloured", "colourful", "colourless"], american: ["color", "colors", "colored", "colorful", "colorless"] },
  { british: ["centre", "centres", "centred"], american: ["center", "centers", "centered"] },
  { british: ["catalogue", "catalogues"], american: ["catalog", "catalogs"] },
  {
    british: ["millimetre", "millimetres", "centimetre", "centimetres", "metre", "metres"],
    american: ["millimeter", "millimeters", "centimeter", "centimeters", "meter", "meters"],
  },
  { british: ["cancelled", "cancelling", "cancellable"], american: ["canceled", "canceling", "cancelable"] },
  { british: ["instalment", "instalments"], american: ["installment", "installments"] },
  { british: ["postcode", "postcodes", "post code", "post codes"], american: ["ZIP code", "ZIP codes"] },
  { british: ["grey"], american: ["gray"] },
  // Not a spelling but the word each side's shops use for the days a lead time counts.
  { british: ["working day", "working days"], american: ["business day", "business days"] },
  { british: ["jewellery"], american: ["jewelry"] },
  { british: ["fulfilment"], american: ["fulfillment"] },
  { british: ["licence", "licences"], american: ["license", "licenses"], americanIsBritishToo: true },
  { british: ["programme", "programmes"], american: ["program", "programs"], americanIsBritishToo: true },
  { british: ["personalised", "personalise", "personalisation"], american: ["personalized", "personalize", "personalization"] },
  { british: ["recognisable", "recognise", "recognised"], american: ["recognizable", "recognize", "recognized"] },
  { british: ["authorise", "authorised", "authorisation"], american: ["authorize", "authorized", "authorization"] },
  { british: ["organise", "organised", "organising"], american: ["organize", "organized", "organizing"] },
  { british: ["customise", "customised"], american: ["customize", "customized"] },
  { british: ["favourite", "favourites"], american: ["favorite", "favorites"] },
  { british: ["aluminium"], american: ["aluminum"] },
  { british: ["towards"], american: ["toward"], americanIsBritishToo: true },
  { british: ["parcel", "parcels"], american: ["package", "packages"], americanIsBritishToo: true },
  { british: ["takeaway", "takeaways"], american: ["takeout", "takeouts"] },
  { british: ["make-up"], american: ["makeup"], americanIsBritishToo: true },
];

const words = (forms: readonly string[]) => new RegExp(`\\b(?:${forms.map((form) => form.replace(/ /g, "\\s")).join("|")})\\b`, "gi");

const BRITISH = words(ENGLISH_SPELLINGS.flatMap((pair) => pair.british));
const AMERICAN = words(ENGLISH_SPELLINGS.filter((pair) => !pair.americanIsBritishToo).flatMap((pair) => pair.american));

/** Dates written into text: the day first in British English ("31 December"), the month first in American ("December 31"). */
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DAY_FIRST = new RegExp(`\\b\\d{1,2} (?:${MONTHS})\\b`, "g");
const MONTH_FIRST = new RegExp(`\\b(?:${MONTHS}) \\d{1,2}\\b`, "g");

/** The British words and day-first dates in an American text ("colour", "postcode", "31 December"): each one is a defect on the us storefront. */
export function britishWordsIn(text: string): string[] {
  return [...text.matchAll(BRITISH), ...text.matchAll(DAY_FIRST)].map((match) => match[0]);
}

/** The American words and month-first dates in a British text ("color", "ZIP code", "December 31"): each one is a defect on gb, eu and no. */
export function americanWordsIn(text: string): string[] {
  return [...text.matchAll(AMERICAN), ...text.matchAll(MONTH_FIRST)].map((match) => match[0]);
}
