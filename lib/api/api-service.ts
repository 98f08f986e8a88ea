import {
  ApiError,
  ApiNetworkError,
  AUTH_TOKEN_NOT_DEFINED,
  NETWORK_ERROR,
  REQUEST_ABORTED,
  SERVER_UNREACHABLE,
  TOKEN_INVALID_WARNING,
  WRONG_METHOD,
  timeoutMessage,
} from "./errors";
import { API_BASE_PATH, API_TOKEN_HEADER, REGION_HEADER } from "./headers";
import type { Answer, BodyArgs, DeleteArgs, Operation, OptionsArgs, PathFor } from "./contract";

/**
 * The client of the shop API (spec sections 7 and 8), for the browser and for
 * tests: base path /api, the region and API token headers on every call, a
 * 65-second timeout, and the spec's rules for missing tokens and failures.
 *
 * Its get, post, put, patch and delete take the paths of the API's contract
 * (lib/api/contract.ts, generated from the routes' schemas) with their path
 * parameters, query and body, and answer the declared type; `call` is the
 * untyped transport underneath.
 */

export { API_BASE_PATH };
export const DEFAULT_TIMEOUT_MS = 65_000;
export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Statuses that, on a call made without a token, mean "nothing for you here" rather than failure. */
const NULL_WITHOUT_TOKEN = new Set([401, 403, 404]);

export interface ApiLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallOptions {
  /** Values for the path's {placeholders}, each URI-encoded. */
  path?: Record<string, string | number>;
  /** Query parameters; arrays are sent Rails-style as key[]=a&key[]=b. */
  params?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** The call needs a signed-in (or anonymous) user's token; without one it fails before sending. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** May outlive the page; bodies over KEEPALIVE_BODY_LIMIT go as plain requests (the browser refuses larger ones). */
  keepalive?: boolean;
  /** Refusals the caller reads as an answer (see TransportOptions.expected): thrown as ever, not logged as failures. */
  expected?: readonly number[];
}

/** Browsers allow 64 KiB of keepalive bodies in flight at once; this leaves room for the headers' share. */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

export interface ApiServiceOptions {
  /** Where the shop API lives; '/api' on the page's own origin by default. */
  baseUrl?: string;
  region: string | (() => string);
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  logger?: ApiLogger;
}

export function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

export function buildQuery(params: Record<string, QueryValue> | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const arrayKey = key.endsWith("[]") ? key : `${key}[]`;
      for (const item of value) search.append(arrayKey, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The path with each {placeholder} replaced by its URI-encoded value; a missing value is a caller's bug. */
export function fillPath(template: string, values: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

export class ApiService {
  private readonly baseUrl: string;
  private readonly region: () => string;
  private readonly getToken: () => string | null | undefined;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof globalThis.fetch;
  private readonly logger: ApiLogger;

  constructor(options: ApiServiceOptions) {
    this.baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, "");
    const region = options.region;
    this.region = typeof region === "function" ? region : () => region;
    this.getToken = options.getToken ?? (() => undefined);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.logger = options.logger ?? console;
  }

  get<P extends PathFor<"get">>(path: P, ...[options]: OptionsArgs<Operation<P, "get">>): Promise<Answer<P, "get"> | null> {
    return this.call("get", path, options as CallOptions) as Promise<Answer<P, "get"> | null>;
  }
  post<P extends PathFor<"post">>(path: P, ...[body, options]: BodyArgs<Operation<P, "post">>): Promise<Answer<P, "post"> | null> {
    return this.call("post", path, { ...(options as CallOptions), body }) as Promise<Answer<P, "post"> | null>;
  }
  put<P extends PathFor<"put">>(path: P, ...[body, options]: BodyArgs<Operation<P, "put">>): Promise<Answer<P, "put"> | null> {
    return this.call("put", path, { ...(options as CallOptions), body }) as Promise<Answer<P, "put"> | null>;
  }
  patch<P extends PathFor<"patch">>(path: P, ...[body, options]: BodyArgs<Operation<P, "patch">>): Promise<Answer<P, "patch"> | null> {
    return this.call("patch", path, { ...(options as CallOptions), body }) as Promise<Answer<P, "patch"> | null>;
  }
  delete<P extends PathFor<"delete">>(path: P, ...[options]: DeleteArgs<Operation<P, "delete">>): Promise<Answer<P, "delete"> | null> {
    return this.call("delete", path, options as CallOptions) as Promise<Answer<P, "delete"> | null>;
  }

  /**
   * Sends one request and returns the response body. Resolves to null when a call
   * made without a token is answered 401, 403 or 404; every other failure is
   * logged and re-thrown, except a refusal the caller named as `expected`, which
   * is only re-thrown.
   */
  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T | null> {
    const verb = method.toLowerCase();
    if (!isHttpMethod(verb)) throw new Error(WRONG_METHOD);
    const token = this.getToken() || undefined;
    if (options.auth && !token) throw new Error(AUTH_TOKEN_NOT_DEFINED);

    const url = `${this.baseUrl}/${fillPath(path, options.path).replace(/^\/+/, "")}${buildQuery(options.params)}`;
    const headers: Record<string, string> = { Accept: "application/json", [REGION_HEADER]: this.region(), ...options.headers };
    if (token) headers[API_TOKEN_HEADER] = token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }

    const init: RequestInit = { method: verb.toUpperCase(), headers, body };
    if (options.keepalive && new Blob([body ?? ""]).size <= KEEPALIVE_BODY_LIMIT) init.keepalive = true;
    const response = await this.send(url, init, options.signal);
    const payload = await readBody(response);
    if (response.ok) return payload as T;

    if (!token && NULL_WITHOUT_TOKEN.has(response.status)) {
      this.logger.warn(`${TOKEN_INVALID_WARNING}: ${verb.toUpperCase()} ${path} answered ${response.status}`);
      return null;
    }
    const error = new ApiError(response.status, payload);
    // A refusal the caller expects (no cart yet: 404) is an answer, not a failure; every other one is logged (spec 7).
    if (!options.expected?.includes(response.status)) {
      this.logger.error(`${verb.toUpperCase()} ${path} failed with status ${response.status}`, error.message);
    }
    throw error;
  }

  private async send(url: string, init: RequestInit, callerSignal: AbortSignal | undefined): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener("abort", forwardAbort, { once: true });
    try {
      return await this.fetchImpl(url, { ...init, signal: controller.signal });
    } catch (cause) {
      if (timedOut) {
        this.logger.error(SERVER_UNREACHABLE, url);
        throw new ApiNetworkError("timeout", timeoutMessage(this.timeoutMs), { cause });
      }
      if (controller.signal.aborted) throw new ApiNetworkError("aborted", REQUEST_ABORTED, { cause });
      this.logger.error(SERVER_UNREACHABLE, url);
      throw new ApiNetworkError("network", NETWORK_ERROR, { cause });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", forwardAbort);
    }
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
