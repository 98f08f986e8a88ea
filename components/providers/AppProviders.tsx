"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { ApiService } from "@/lib/api/api-service";
import { readStoredToken } from "@/lib/api/token-storage";
import type { RegionId } from "@/regions/schema";
import { newQueryClient } from "./query";
import { RegionProvider, useRegionId } from "./region";

/**
 * What client islands use: the storefront's region (./region, from the layout),
 * one API client per region that sends its region and token headers, and the
 * query cache (./query, from the route segments that need it).
 */

export { useHomePath, useRegionId, useRegionPath } from "./region";

interface AppProvidersProps {
  regionId: RegionId;
  pathPrefix: string;
  children: ReactNode;
}

/** The region and a query cache of its own around an island rendered on its own (tests, previews). */
export function AppProviders({ regionId, pathPrefix, children }: AppProvidersProps) {
  const [queryClient] = useState(newQueryClient);
  return (
    <RegionProvider regionId={regionId} pathPrefix={pathPrefix}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RegionProvider>
  );
}

// The client keeps no state of its own (the token is read on each call), so islands share one per region.
const clients = new Map<RegionId, ApiService>();

function apiFor(regionId: RegionId): ApiService {
  let api = clients.get(regionId);
  if (!api) {
    api = new ApiService({ region: regionId, getToken: readStoredToken });
    clients.set(regionId, api);
  }
  return api;
}

export function useApi(): ApiService {
  const regionId = useRegionId();
  return useMemo(() => apiFor(regionId), [regionId]);
}
