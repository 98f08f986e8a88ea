/** Query keys of the companies' price lists: the manager's, and a member's own. */
export const COMPANIES_KEY = ["manager", "companies"] as const;
export const companyPriceListsKey = (companyId: number) => ["manager", "company-price-lists", companyId] as const;
export const MY_PRICE_LISTS_KEY = ["price-lists", "mine"] as const;
export const publicLadderKey = (region: string, product: string, size: string) => ["price-lists", "public-ladder", region, product, size] as const;
