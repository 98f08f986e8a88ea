"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { RegionId } from "@/regions/schema";
import { newQueryClient } from "./query";
import { RegionProvider } from "./region";

/**
 * What client islands use: the storefront's region (./region, from the layout),
 * one API client per region that sends its region and token headers, and the
 * query cache (./query, from the route segments that need it).
 */

export { useApi } from "./api";
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
