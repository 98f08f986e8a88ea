"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { ApiService } from "@/lib/api/api-service";
import { readStoredToken } from "@/lib/api/token-storage";
import type { RegionId } from "@/regions/schema";

/**
 * What every client island needs: the storefront's region, one API client that
 * sends its region and token headers, and the query cache.
 */

interface AppContextValue {
  regionId: RegionId;
  /** The storefront's home page as the shopper sees it (/nl-nl for the Dutch storefront). */
  homePath: string;
  api: ApiService;
}

const AppContext = createContext<AppContextValue | null>(null);

interface AppProvidersProps {
  regionId: RegionId;
  homePath: string;
  children: ReactNode;
}

export function AppProviders({ regionId, homePath, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  const [value] = useState<AppContextValue>(() => ({
    regionId,
    homePath,
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

export function useHomePath(): string {
  return useAppContext().homePath;
}
