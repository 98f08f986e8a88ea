import { API_BASE_PATH, REGION_HEADER } from "@/lib/api/headers";

/**
 * Reports a browser error to the shop (POST /api/client_errors), where it is
 * logged. Reporting never throws: a failed report must not break the page.
 */
export function reportClientError(source: string, error: unknown, region?: string): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  try {
    void fetch(`${API_BASE_PATH}/client_errors`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(region ? { [REGION_HEADER]: region } : {}) },
      body: JSON.stringify({
        message: failure.message.slice(0, 2000) || "Unknown error",
        source: source.slice(0, 100),
        url: typeof location === "undefined" ? undefined : location.href.slice(0, 2000),
        stack: failure.stack?.slice(0, 8000),
      }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch here (an old browser or a test): nothing to report with.
  }
}
