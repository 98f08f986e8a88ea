import { vi } from "vitest";

/**
 * The network boundary of the components' tests: `fetch` stubbed with a fake of
 * the shop API, so the real API client, query cache and components run above it.
 * Each fake says how the shop answers its routes; this keeps what every fake
 * needs besides: what was sent, the API's answers and refusals, and routes made
 * to fail, to wait or to lose their answer.
 */

/** A request as the fake API saw it. */
export interface SentRequest {
  method: string;
  /** Without /api/, e.g. 'offers/offer-token-1/accept'. */
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed; any other (a multipart upload) as it was given. */
  body: unknown;
  headers: Record<string, string>;
}

/** A refusal in the API's error envelope. */
export interface Refusal {
  status: number;
  code: string;
  details?: unknown;
  /** The English text for developers every refusal carries. */
  message?: string;
}

/** How a route fails: a refusal, or no answer at all (the network is down). */
export type Failure = Refusal | "network";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function refusal({ status, code, details = null, message = "English text for developers" }: Refusal): Response {
  return json({ error: { code, message, details } }, status);
}

const routeOf = (method: string, path: string) => `${method} ${path}`;

/**
 * Stubs `fetch` with a fake API that answers each request with `answer`, unless
 * the test made its route fail, wait or lose its answer. Returns what was sent
 * and the test's handles on the routes.
 */
export function fakeFetch(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  /** 'METHOD path' to the failure it answers with, until recovered. */
  const failures = new Map<string, Failure>();
  const lostAnswers = new Set<string>();
  const held = new Map<string, Promise<void>>();

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const body = init?.body;
    const request: SentRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api\//, ""),
      query: url.searchParams,
      body: typeof body === "string" ? JSON.parse(body) : (body ?? undefined),
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    const route = routeOf(request.method, request.path);
    await held.get(route);
    const failure = failures.get(route);
    if (failure === "network") throw new TypeError("Failed to fetch");
    const response = failure ? refusal(failure) : await answer(request);
    if (lostAnswers.delete(route)) throw new TypeError("Failed to fetch");
    return response;
  });
  vi.stubGlobal("fetch", fetch);

  return {
    sent,
    /** The requests to one route, in order. */
    to: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
    /** Every request as 'METHOD path'. */
    calls: () => sent.map((request) => routeOf(request.method, request.path)),
    /** The route answers with this failure until it recovers. */
    fail: (method: string, path: string, failure: Failure) => void failures.set(routeOf(method, path), failure),
    recover: (method: string, path: string) => void failures.delete(routeOf(method, path)),
    /** The next call is handled by the shop, but its answer never reaches the browser. */
    loseNextAnswer: (method: string, path: string) => void lostAnswers.add(routeOf(method, path)),
    /** Calls to the route wait until released. */
    hold(method: string, path: string) {
      const route = routeOf(method, path);
      let release = () => {};
      held.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(route);
        release();
      };
    },
  };
}
