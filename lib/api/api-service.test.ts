import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiService, buildQuery, DEFAULT_TIMEOUT_MS, KEEPALIVE_BODY_LIMIT } from "./api-service";
import { ApiError, ApiNetworkError, AUTH_TOKEN_NOT_DEFINED, SERVER_UNREACHABLE, WRONG_METHOD } from "./errors";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setup(options: { token?: string; response?: Response | (() => Promise<Response>) } = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const { response } = options;
    if (typeof response === "function") return response();
    return response ?? jsonResponse(200, { ok: true });
  });
  const api = new ApiService({ region: "pl", getToken: () => options.token, fetch: fetch as typeof globalThis.fetch, logger });
  return { api, fetch, logger };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ApiService (its transport, under the typed methods lib/api/contract.test.ts covers)", () => {
  it("calls /api with the region and token headers and returns the body", async () => {
    const { api, fetch } = setup({ token: "tok123" });
    await expect(api.call("get", "users/me", { params: { region: "pl", ids: [1, 2], skip: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/users/me?region=pl&ids%5B%5D=1&ids%5B%5D=2");
    expect(init?.method).toBe("GET");
    expect(init?.headers).toMatchObject({ "X-Region": "pl", "X-Api-Token": "tok123" });
  });

  it("lets a request outlive the page when asked, unless its body is over what browsers keep alive", async () => {
    const { api, fetch } = setup({ token: "t" });
    await api.call("put", "box_designs/5", { body: { name: "small" }, keepalive: true });
    expect(fetch.mock.calls[0]![1]!.keepalive).toBe(true);
    await api.call("put", "box_designs/5", { body: { name: "x".repeat(KEEPALIVE_BODY_LIMIT) }, keepalive: true });
    expect(fetch.mock.calls[1]![1]!.keepalive).toBeUndefined();
    await api.call("put", "box_designs/5", { body: { name: "small" } });
    expect(fetch.mock.calls[2]![1]!.keepalive).toBeUndefined();
  });

  it("sends bodies as JSON", async () => {
    const { api, fetch } = setup({ token: "t" });
    await api.call("post", "v2/orders", { body: { currency: "PLN" } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"currency":"PLN"}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("accepts only get, post, put, patch and delete", async () => {
    const { api, fetch } = setup();
    await expect(api.call("head", "x")).rejects.toThrow(WRONG_METHOD);
    await expect(api.call("OPTIONS", "x")).rejects.toThrow("ApiService.call received wrong method");
    for (const method of ["get", "post", "put", "patch", "delete", "GET"]) await api.call(method, "x");
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it("refuses an authenticated call without a token before sending it", async () => {
    const { api, fetch } = setup();
    await expect(api.call("get", "users/current", { auth: true })).rejects.toThrow(AUTH_TOKEN_NOT_DEFINED);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404])("returns null with a warning when a call without a token gets %i", async (status) => {
    const { api, logger } = setup({ response: jsonResponse(status, { error: { code: "x", message: "no" } }) });
    await expect(api.call("get", "orders/mine")).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("API token is invalid"));
  });

  it("logs and re-throws a failure when a token was sent", async () => {
    const { api, logger } = setup({ token: "t", response: jsonResponse(404, { error: { code: "not_found", message: "No such order" } }) });
    const error = await api.call("get", "orders/R1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such order" });
    expect(logger.error).toHaveBeenCalled();
  });

  it("logs and re-throws other failures without a token", async () => {
    const { api, logger } = setup({ response: jsonResponse(500, { error: { code: "internal_error", message: "boom" } }) });
    await expect(api.call("get", "health")).rejects.toMatchObject({ status: 500 });
    expect(logger.error).toHaveBeenCalled();
  });

  it("says the endpoint is wrong or the server offline when no response comes", async () => {
    const { api, logger } = setup({ response: () => Promise.reject(new TypeError("fetch failed")) });
    await expect(api.call("get", "health")).rejects.toThrow("Network Error");
    expect(logger.error).toHaveBeenCalledWith(SERVER_UNREACHABLE, expect.any(String));
  });

  it("gives up after 65 seconds", async () => {
    vi.useFakeTimers();
    expect(DEFAULT_TIMEOUT_MS).toBe(65000);
    // A fetch that never answers, except to the abort signal.
    const { fetch } = setup();
    fetch.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const slow = new ApiService({ region: "eu", fetch: fetch as typeof globalThis.fetch, logger: { warn: vi.fn(), error: vi.fn() } });
    const pending = slow.call("get", "prices/list").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(64_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: "timeout", message: "timeout of 65000ms exceeded" });
  });

  it("reports a call the caller aborted as aborted", async () => {
    const { fetch } = setup();
    fetch.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const api = new ApiService({ region: "eu", fetch: fetch as typeof globalThis.fetch, logger: { warn: vi.fn(), error: vi.fn() } });
    const controller = new AbortController();
    const pending = api.call("get", "x", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow("Request aborted");
  });

  it("encodes Rails-style array parameters", () => {
    expect(buildQuery({ "q[external_pim_id_in][]": ["a", "b"], per_page: 100 })).toBe(
      "?q%5Bexternal_pim_id_in%5D%5B%5D=a&q%5Bexternal_pim_id_in%5D%5B%5D=b&per_page=100",
    );
    expect(buildQuery({})).toBe("");
  });
});
