import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";
import { reportClientError } from "@/lib/monitoring/report";
import type { AnalyticsClient } from "./client";
import type { AnalyticsConfig } from "./config";
import type { EventProperties } from "./events";
import { loadAnalytics } from "./load";

/**
 * The page's one analytics client. Islands call `analytics.*` at any time: calls
 * wait for the client's code, and the client buffers them until consent. Nothing
 * here runs on the server, so crawlers' HTML never depends on it.
 */

let loading: Promise<AnalyticsClient | null> | null = null;
let consent: boolean | null = null;

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function startAnalytics(config: AnalyticsConfig | null, regionId: string): Promise<AnalyticsClient | null> {
  if (loading) return loading;
  loading = loadAnalytics(config, {
    importClient: () => import("./client"),
    present: () => Boolean((window as unknown as { boxwrightAnalytics?: string }).boxwrightAnalytics),
    page: window as unknown as { analyticsDisabled?: boolean },
  }).then((module) => {
    if (!module || !config) return null;
    const client = new module.AnalyticsClient(config, {
      sessionStorage: safeSessionStorage(),
      fetch: (...args) => fetch(...args),
      headers: () => {
        const token = readStoredToken();
        return { [REGION_HEADER]: regionId, ...(token ? { [API_TOKEN_HEADER]: token } : {}) };
      },
      page: () => ({ path: location.pathname + location.search, referrer: document.referrer, title: document.title }),
      now: () => new Date(),
      newId,
      onError: (error) => reportClientError("analytics", error, regionId),
    });
    if (consent !== null) void client.setConsent(consent);
    return client;
  });
  return loading;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The analytics consent update: run when preferences are saved, synced or found stored at start. */
export function updateAnalyticsConsent(allowed: boolean): void {
  consent = allowed;
  void loading?.then((client) => client?.setConsent(allowed));
}

function later(call: (client: AnalyticsClient) => Promise<void>): void {
  void loading?.then((client) => (client ? call(client) : undefined));
}

export const analytics = {
  page: (properties?: EventProperties) => later((client) => client.page(properties)),
  track: (event: string, properties?: EventProperties) => later((client) => client.track(event, properties)),
  identify: (userId: number, traits?: EventProperties) => later((client) => client.identify(userId, traits)),
  productAdded: (lineItemId: number, properties?: EventProperties) => later((client) => client.productAdded(lineItemId, properties)),
  checkoutStep: (step: string, properties?: EventProperties) => later((client) => client.checkoutStep(step, properties)),
  offerViewed: (offerId: number) => later((client) => client.offerViewed(offerId)),
  offerExpired: (offerId: number) => later((client) => client.offerExpired(offerId)),
};
