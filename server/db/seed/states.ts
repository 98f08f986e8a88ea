/**
 * States and provinces of the countries whose addresses need one: the US, Canada
 * and Australia, the partially supported countries. A state is unsupported where
 * the shop's carriers do not deliver by road (outside the contiguous mainland,
 * territories, military post). Ids are positions in this list, from 1: append only.
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
`;

const UNSUPPORTED = new Set(["US AK", "US HI", "US AS", "US GU", "US MP", "US PR", "US VI", "US AA", "US AE", "US AP", "CA NT", "CA NU", "CA YT", "AU NT", "AU TAS"]);

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
