"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { analytics, startAnalytics } from "@/lib/analytics/browser";
import type { AnalyticsConfig } from "@/lib/analytics/config";
import { startAttribution } from "@/lib/attribution/start";

/**
 * Starts attribution and analytics on the page, from the configuration the server
 * read, and sends a page event for each page shown. Events wait in session
 * storage until the visitor allows analytics (the consent overlay says so).
 * Mounted before the session; attribution's code follows the page in a chunk of its own
 * (lib/attribution/start.ts), and the session waits for it before registering a first touch.
 */
export function AnalyticsBootstrap({ config, regionId, country }: { config: AnalyticsConfig | null; regionId: string; country: string }) {
  const pathname = usePathname();

  useEffect(() => {
    void startAttribution(country);
    void startAnalytics(config, regionId);
  }, [config, regionId, country]);

  useEffect(() => {
    analytics.page();
  }, [pathname]);

  return null;
}
