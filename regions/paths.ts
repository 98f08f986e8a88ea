import type { RegionId } from "./schema";

/**
 * Localized path segments. The Polish storefront shows Polish paths (/koszyk,
 * /konto/zamowienia ...); the proxy maps them to the canonical English routes
 * under app/, and links are built the other way round.
 */

interface PathAlias {
  localized: string[];
  canonical: string[];
}

/** ':name' marks a segment that is carried over unchanged (an order id). */
function alias(localized: string, canonical: string): PathAlias {
  return { localized: localized.split("/"), canonical: canonical.split("/") };
}

const LOCALIZED_PATHS: Partial<Record<RegionId, PathAlias[]>> = {
  pl: [
    alias("koszyk", "cart"),
    alias("konto/zamowienia", "account/orders"),
    alias("konto/ustawienia", "account/settings"),
    alias("konto/projekty", "account/boxes"),
    alias("zamowienie/:orderId/platnosc", "order/:orderId/payment"),
    alias("pudelko", "box"),
    alias("wycena/dziekujemy", "quote/success"),
    alias("wycena", "quote"),
    alias("zapytania-ofertowe", "quote-request"),
    alias("konto/zapytania-ofertowe", "account/quote_requests"),
    alias("oferta/:token/podglad", "offer/:token/review"),
    alias("akceptacja-projektu", "approval"),
    alias("zestawy-probek", "sample-packs"),
    alias("plus/katalog", "plus/catalogue"),
    alias("plus/witamy", "plus/success"),
    alias("rejestracja", "registration"),
    alias("logowanie", "sign_in"),
    alias("wylogowanie", "sign_out"),
    alias("o-nas", "about"),
    alias("pomoc/szukaj", "help/search"),
    alias("pomoc/kategorie", "help/categories"),
    alias("pomoc", "help"),
    alias("kontakt", "contact"),
    alias("kariera", "careers"),
    alias("sklep", "shop"),
    alias("branze", "i"),
    alias("dla-firm", "enterprise"),
    alias("pro/funkcje", "pro/features"),
    alias("pro/dla-dostawcow", "pro/for-suppliers"),
    alias("pro/regulamin", "pro/terms-conditions"),
    alias("regulamin", "terms"),
    alias("polityka-prywatnosci", "privacy"),
    alias("nota-prawna", "imprint"),
    alias("polityka-cookies", "cookies"),
  ],
};

function splitPath(pathname: string): { segments: string[]; trailingSlash: boolean } {
  const trimmed = pathname.replace(/^\/+/, "");
  return { segments: trimmed === "" ? [] : trimmed.replace(/\/+$/, "").split("/"), trailingSlash: trimmed.endsWith("/") };
}

/** Rewrites the leading segments that match `from` into `to`; the rest of the path stays. */
function translate(pathname: string, aliases: PathAlias[], direction: "toCanonical" | "toLocalized"): string {
  const { segments, trailingSlash } = splitPath(pathname);
  for (const entry of aliases) {
    const from = direction === "toCanonical" ? entry.localized : entry.canonical;
    const to = direction === "toCanonical" ? entry.canonical : entry.localized;
    if (segments.length < from.length) continue;
    const params: Record<string, string> = {};
    const matches = from.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(":")) {
        params[part] = segment;
        return true;
      }
      return safeDecode(segment).toLowerCase() === part;
    });
    if (!matches) continue;
    const head = to.map((part) => (part.startsWith(":") ? params[part]! : part));
    const rest = segments.slice(from.length);
    return `/${[...head, ...rest].join("/")}${trailingSlash ? "/" : ""}`;
  }
  return pathname === "" ? "/" : pathname;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The canonical route for a path as a shopper of this region types it (/koszyk gives /cart). */
export function toCanonicalPath(regionId: RegionId, pathname: string): string {
  const aliases = LOCALIZED_PATHS[regionId];
  return aliases ? translate(pathname, aliases, "toCanonical") : pathname;
}

/** The path a shopper of this region sees for a canonical route (/cart gives /koszyk in pl). */
export function toLocalizedPath(regionId: RegionId, pathname: string): string {
  const aliases = LOCALIZED_PATHS[regionId];
  return aliases ? translate(pathname, aliases, "toLocalized") : pathname;
}

/** The path a shopper sees for a canonical route, behind the storefront's path prefix ('/nl-nl' or ''). */
export function storefrontPath(regionId: RegionId, pathPrefix: string, canonicalPath: string): string {
  const localized = toLocalizedPath(regionId, canonicalPath.startsWith("/") ? canonicalPath : `/${canonicalPath}`);
  return pathPrefix && localized === "/" ? pathPrefix : `${pathPrefix}${localized}`;
}
