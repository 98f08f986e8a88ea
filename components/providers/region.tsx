"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { storefrontPath } from "@/regions/paths";
import type { RegionId } from "@/regions/schema";

/**
 * The storefront's region and path prefix for client islands. Every page has it
 * from the layout; it carries nothing else, so it costs no page its first load.
 */

interface RegionValue {
  regionId: RegionId;
  /** '/nl-nl' for a path-based storefront, '' for one on its own domain. */
  pathPrefix: string;
}

const RegionContext = createContext<RegionValue | null>(null);

export function RegionProvider({ regionId, pathPrefix, children }: RegionValue & { children: ReactNode }) {
  return <RegionContext.Provider value={{ regionId, pathPrefix }}>{children}</RegionContext.Provider>;
}

function useRegion(): RegionValue {
  const value = useContext(RegionContext);
  if (!value) throw new Error("RegionProvider is missing above this component");
  return value;
}

export function useRegionId(): RegionId {
  return useRegion().regionId;
}

/** Turns a canonical route (/sign_in) into the path this storefront shows (/logowanie, /nl-nl/sign_in). */
export function useRegionPath(): (canonicalPath: string) => string {
  const { regionId, pathPrefix } = useRegion();
  return useCallback((canonicalPath: string) => storefrontPath(regionId, pathPrefix, canonicalPath), [regionId, pathPrefix]);
}

export function useHomePath(): string {
  return useRegionPath()("/");
}
