import { DEFAULT_REGION_ID, DOMAIN_REGIONS, PATH_BASED_REGIONS, REGIONS, findRegion, type Region } from "./index";

/**
 * Which storefront a request is for, from static configuration only (no network,
 * no database): the `region` query parameter, else the host for domain regions,
 * else the first path segment for path-based regions, else eu.
 */

export interface StorefrontRequest {
  hostname: string;
  pathname: string;
  searchParams: URLSearchParams;
}

export type RegionSource = "query" | "host" | "path" | "default";

export interface ResolvedStorefront {
  region: Region;
  source: RegionSource;
  /** The path without a region prefix such as /nl-nl. */
  pathname: string;
}

const LOCAL_SUFFIX = ".localhost";

function normaliseHostname(hostname: string): string {
  return hostname
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The domain region a host names: a production domain, a custom domain, or {region}.localhost. */
export function regionForHost(hostname: string): Region | undefined {
  const host = normaliseHostname(hostname);
  if (host.endsWith(LOCAL_SUFFIX)) {
    const region = findRegion(host.slice(0, -LOCAL_SUFFIX.length));
    return region && !region.domain.pathBased ? region : undefined;
  }
  return DOMAIN_REGIONS.find((region) => host === `${region.domain.basename}.${region.domain.tld}` || region.customDomains.includes(host));
}

/** A path-based region named by the path's first segment, with the rest of the path. */
export function splitRegionPrefix(pathname: string): { region?: Region; pathname: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  const region = segment ? PATH_BASED_REGIONS.find((candidate) => candidate.domain.pathRegion === segment) : undefined;
  if (!region) return { pathname };
  return { region, pathname: match?.[2] || "/" };
}

export function resolveStorefront(request: StorefrontRequest): ResolvedStorefront {
  const prefixed = splitRegionPrefix(request.pathname);
  const fromQuery = findRegion(request.searchParams.get("region"));
  if (fromQuery) return { region: fromQuery, source: "query", pathname: prefixed.pathname };

  const fromHost = regionForHost(request.hostname);
  // The main domain hosts the path-based regions, so only another domain region decides by host alone.
  if (fromHost && fromHost.id !== DEFAULT_REGION_ID) {
    return { region: fromHost, source: "host", pathname: request.pathname };
  }
  if (prefixed.region) return { region: prefixed.region, source: "path", pathname: prefixed.pathname };
  return { region: REGIONS[DEFAULT_REGION_ID], source: fromHost ? "host" : "default", pathname: request.pathname };
}
