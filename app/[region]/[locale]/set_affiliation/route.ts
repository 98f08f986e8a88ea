import { NextResponse, type NextRequest } from "next/server";
import { AFFILIATION_COOKIE, AFFILIATION_PARAM, AFFILIATION_TARGET_PARAM, affiliationOf, affiliationTarget } from "@/lib/attribution/affiliation";
import { ATTRIBUTION_COOKIE_DAYS } from "@/lib/attribution/cookies";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";

/**
 * /set_affiliation?affiliation=partner&redirect=/products: a partner's link. Sets
 * the affiliation cookie (365 days) and sends the visitor on to a path of this
 * storefront, its home when the target is missing or leads elsewhere.
 */

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest, { params }: { params: Promise<StorefrontParams> }) {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return new NextResponse(null, { status: 404 });
  const search = request.nextUrl.searchParams;
  const target = affiliationTarget(search.get(AFFILIATION_TARGET_PARAM), regionPath(storefront.region, "/"));
  // A relative Location: behind the proxy the request's own URL names the internal route, not the shopper's host.
  const response = new NextResponse(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
  const affiliation = affiliationOf(search.get(AFFILIATION_PARAM));
  if (affiliation) {
    response.cookies.set(AFFILIATION_COOKIE, affiliation, {
      path: "/",
      maxAge: ATTRIBUTION_COOKIE_DAYS * 24 * 60 * 60,
      sameSite: "lax",
      // Read by the shop, not by scripts on the page.
      httpOnly: true,
      secure: request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
    });
  }
  return response;
}
