import { z } from "zod";

/**
 * Where analytics events go: the data plane URL and the write key, read from the
 * environment on the server and passed to the page (spec section 7: 'from page
 * config'). Without both, the page gets null and the browser warns 'Config not
 * found' and sends nothing. In development the data plane is the shop's own API.
 */

export const AnalyticsConfigSchema = z.object({
  dataPlaneUrl: z.string().trim().min(1).max(500),
  writeKey: z.string().trim().min(1).max(200),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;

export const DEVELOPMENT_ANALYTICS: AnalyticsConfig = { dataPlaneUrl: "/api", writeKey: "development" };

export function analyticsConfigFromEnv(env: Record<string, string | undefined> = process.env): AnalyticsConfig | null {
  const parsed = AnalyticsConfigSchema.safeParse({ dataPlaneUrl: env.ANALYTICS_DATA_PLANE_URL, writeKey: env.ANALYTICS_WRITE_KEY });
  if (parsed.success) return { ...parsed.data, dataPlaneUrl: parsed.data.dataPlaneUrl.replace(/\/+$/, "") };
  return env.NODE_ENV === "development" ? DEVELOPMENT_ANALYTICS : null;
}

/** The page's configuration as the browser receives it; anything malformed counts as missing. */
export function readAnalyticsConfig(value: unknown): AnalyticsConfig | null {
  const parsed = AnalyticsConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
