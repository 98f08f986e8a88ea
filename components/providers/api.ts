"use client";

import { useMemo } from "react";
import { ApiService } from "@/lib/api/api-service";
import { readStoredToken } from "@/lib/api/token-storage";
import type { RegionId } from "@/regions/schema";
import { useRegionId } from "./region";

/**
 * The API client of client islands, one per region. Kept apart from the query
 * cache's providers so an island that reads the API without the cache (the
 * product page's configurator) does not bring the cache's code along.
 */

// The client keeps no state of its own (the token is read on each call), so islands share one per region.
const clients = new Map<RegionId, ApiService>();

export function apiFor(regionId: RegionId): ApiService {
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
