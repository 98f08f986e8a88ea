"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { ApiService } from "@/lib/api/api-service";
import { readStoredToken } from "@/lib/api/token-storage";
import { storefrontPath } from "@/regions/paths";
import type { RegionId } from "@/regions/schema";

/**
 * What every client island needs: the storefront's region, one API client that
 * sends its region and token headers, and the query cache.
 */

interface AppContextValue {
  regionId: RegionId;
  /** '/nl-nl' for a path-based storefront, '' for one on its own domain. */
  pathPrefix: string;
  api: ApiService;
}

const AppContext = createContext<AppContextValue | null>(null);

interface AppProvidersProps {
  regionId: RegionId;
  pathPrefix: string;
  children: ReactNode;
}

export function AppProviders({ regionId, pathPrefix, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  const [value] = useState<AppContextValue>(() => ({
    regionId,
    pathPrefix,
    api: new ApiService({ region: regionId, getToken: readStoredToken }),
  }));
  return (
    <AppContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppContext.Provider>
  );
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("AppProviders is missing above this component");
  return value;
}

export function useApi(): ApiService {
  return useAppContext().api;
}

export function useRegionId(): RegionId {
  return useAppContext().regionId;
}

/** Turns a canonical route (/sign_in) into the path this storefront shows (/logowanie, /nl-nl/sign_in). */
export function useRegionPath(): (canonicalPath: string) => string {
  const { regionId, pathPrefix } = useAppContext();
  return useCallback((canonicalPath: string) => storefrontPath(regionId, pathPrefix, canonicalPath), [regionId, pathPrefix]);
}

export function useHomePath(): string {
  return useRegionPath()("/");
}
