import type { Region } from "@/regions/schema";
import { companyIdOf } from "@/server/companies/access";
import { database } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { userForToken } from "@/server/users/auth";
import { loadNegotiatedPrices, type NegotiatedPrices } from "./resolve";

/**
 * The negotiated prices of a price route's caller: a signed-in member's company's
 * lists, or null. A price is public information, so a call without a token, with a
 * token no longer valid, or of someone outside a company gets the public price (and
 * no database round trip without a token), never a refusal. The price routes answered
 * without a database before; while it is unreachable they still answer, publicly:
 * the cart, which needs the database anyway, charges the member's own price.
 */
export async function negotiatedPricesOfCaller(token: string | undefined, region: Region): Promise<NegotiatedPrices | null> {
  if (!token) return null;
  try {
    const db = await database();
    const found = await userForToken(db, token);
    if (!found || found.user.anonymous) return null;
    const companyId = await companyIdOf(db, found.user);
    if (companyId === null) return null;
    const prices = await loadNegotiatedPrices(db, companyId, region);
    return prices.entries.length > 0 ? prices : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}
