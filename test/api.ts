import { createApp } from "@/server/http/app";

const ANONYMOUS_USER_PATH = /^\/api\/users\/(anonymous|create_anonymous)(\?|$)/;

/**
 * Calls the shop API in-process, as the browser would over HTTP: JSON in and out,
 * with the token and region headers.
 */
export function apiClient() {
  const app = createApp();
  let visitors = 0;
  async function call(method: string, path: string, options: { body?: unknown; token?: string; region?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    // Tests stand for many visitors: a new anonymous user comes from an address of its
    // own unless the test names one, so the per-address limit bites only where meant.
    if (ANONYMOUS_USER_PATH.test(path) && !Object.keys(headers).some((name) => name.toLowerCase() === "x-forwarded-for"))
      headers["x-forwarded-for"] = `visitor-${(visitors += 1)}`;
    if (options.token) headers["X-Api-Token"] = options.token;
    if (options.region) headers["X-Region"] = options.region;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json, headers: response.headers };
  }
  return {
    get: (path: string, options?: Parameters<typeof call>[2]) => call("GET", path, options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call("POST", path, { ...options, body }),
    put: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call("PUT", path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call("PATCH", path, { ...options, body }),
    delete: (path: string, options?: Parameters<typeof call>[2]) => call("DELETE", path, options),
    /** The raw response, for HTML pages, forms and redirects. */
    raw: (path: string, init?: RequestInit) => app.request(path, init),
  };
}

/** A fetch that the shop API answers in process, for code that takes one (the browser's ApiService). */
export function inProcessFetch(): typeof globalThis.fetch {
  const app = createApp();
  return (input, init) => Promise.resolve(app.request(new Request(input, init)));
}
