/**
 * States and provinces of the countries whose addresses need one: the US, Canada
 * and Australia, the partially supported countries. Ids are positions in this
 * list, from 1: append only.
 *
 * The spec counts 29 unsupported states: where the courier that carries the shop's
 * parcels from the EU does not deliver at the shop's prices, being reached only by
 * air or sea, or by military post:
 * - US (22): Alaska and Hawaii; the inhabited territories (American Samoa, Guam,
 *   Northern Mariana Islands, Puerto Rico, U.S. Virgin Islands); the nine Minor
 *   Outlying Islands as ISO 3166-2:UM lists them; the freely associated states in the
 *   US postal system (Micronesia, Marshall Islands, Palau); military post (AA, AE, AP).
 * - Canada (3): the territories (Northwest Territories, Nunavut, Yukon).
 * - Australia (4): Tasmania, the Northern Territory and the Indian Ocean Territories
 *   (Christmas Island, Cocos (Keeling) Islands).
 */
const LIST = `
US AL Alabama|US AK Alaska|US AZ Arizona|US AR Arkansas|US CA California|US CO Colorado|US CT Connecticut|US DE Delaware|US DC District of Columbia|US FL Florida
US GA Georgia|US HI Hawaii|US ID Idaho|US IL Illinois|US IN Indiana|US IA Iowa|US KS Kansas|US KY Kentucky|US LA Louisiana|US ME Maine
US MD Maryland|US MA Massachusetts|US MI Michigan|US MN Minnesota|US MS Mississippi|US MO Missouri|US MT Montana|US NE Nebraska|US NV Nevada|US NH New Hampshire
US NJ New Jersey|US NM New Mexico|US NY New York|US NC North Carolina|US ND North Dakota|US OH Ohio|US OK Oklahoma|US OR Oregon|US PA Pennsylvania|US RI Rhode Island
US SC South Carolina|US SD South Dakota|US TN Tennessee|US TX Texas|US UT Utah|US VT Vermont|US VA Virginia|US WA Washington|US WV West Virginia|US WI Wisconsin
US WY Wyoming|US AS American Samoa|US GU Guam|US MP Northern Mariana Islands|US PR Puerto Rico|US VI U.S. Virgin Islands|US AA Armed Forces Americas|US AE Armed Forces Europe|US AP Armed Forces Pacific
CA AB Alberta|CA BC British Columbia|CA MB Manitoba|CA NB New Brunswick|CA NL Newfoundland and Labrador|CA NS Nova Scotia|CA NT Northwest Territories|CA NU Nunavut|CA ON Ontario|CA PE Prince Edward Island
CA QC Quebec|CA SK Saskatchewan|CA YT Yukon
AU ACT Australian Capital Territory|AU NSW New South Wales|AU NT Northern Territory|AU QLD Queensland|AU SA South Australia|AU TAS Tasmania|AU VIC Victoria|AU WA Western Australia
US FM Federated States of Micronesia|US MH Marshall Islands|US PW Palau|US 67 Johnston Atoll|US 71 Midway Islands|US 76 Navassa Island|US 79 Wake Island|US 81 Baker Island|US 84 Howland Island
US 86 Jarvis Island|US 89 Kingman Reef|US 95 Palmyra Atoll|AU CX Christmas Island|AU CC Cocos (Keeling) Islands
`;

const UNSUPPORTED = new Set([
  ...["AK", "HI", "AS", "GU", "MP", "PR", "VI", "67", "71", "76", "79", "81", "84", "86", "89", "95", "FM", "MH", "PW", "AA", "AE", "AP"].map(
    (abbr) => `US ${abbr}`,
  ),
  ...["NT", "NU", "YT"].map((abbr) => `CA ${abbr}`),
  ...["NT", "TAS", "CX", "CC"].map((abbr) => `AU ${abbr}`),
]);

export interface StateSeed {
  id: number;
  countryIso: string;
  abbr: string;
  name: string;
  supported: boolean;
}

export const STATES: readonly StateSeed[] = LIST.trim()
  .split(/[|\n]/)
  .map((entry, index) => {
    const [countryIso, abbr, ...name] = entry.trim().split(" ");
    return { id: index + 1, countryIso: countryIso!, abbr: abbr!, name: name.join(" "), supported: !UNSUPPORTED.has(`${countryIso} ${abbr}`) };
  });
