import { describe, expect, it } from "vitest";
import { ApiService } from "./api-service";
import { answered, blamedField, getUnlessMissing, isRefusal, UnexpectedAnswerError } from "./answers";
import { ApiError } from "./errors";

const refusal = (status: number, code: string, details: unknown = null) =>
  new ApiError(status, { error: { code, message: "English text for developers", details } });

const silent = { warn: () => {}, error: () => {} };

/** A client whose every call is answered with this status and body. */
function answering(status: number, body: unknown, token: string | null = "token-1") {
  const seen: string[] = [];
  const api = new ApiService({
    region: "eu",
    getToken: () => token,
    logger: silent,
    fetch: async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return { api, seen };
}

describe("an answer that must be there", () => {
  it("is passed on, and null (the API breaking its contract) is refused by name", () => {
    expect(answered({ number: "R1" }, "order")).toEqual({ number: "R1" });
    expect(() => answered(null, "order")).toThrow(new UnexpectedAnswerError("order: no answer"));
  });
});

describe("getting something that may not be there", () => {
  it("answers the body when it is there", async () => {
    const { api, seen } = answering(200, { offer: { token: "t-1" } });
    expect(await getUnlessMissing(api, "/offers/{token}", { path: { token: "t-1" }, params: { preview: "true" } })).toEqual({ offer: { token: "t-1" } });
    expect(seen).toEqual(["/api/offers/t-1?preview=true"]);
  });

  it("answers null for a 404, with or without a token", async () => {
    expect(
      await getUnlessMissing(answering(404, { error: { code: "not_found", message: "No" } }).api, "/offers/{token}", { path: { token: "t-2" } }),
    ).toBeNull();
    expect(
      await getUnlessMissing(answering(404, { error: { code: "not_found", message: "No" } }, null).api, "/offers/{token}", { path: { token: "t-2" } }),
    ).toBeNull();
  });

  it("does not log a 404 as a failed request: a shopper without a cart is normal, not an error", async () => {
    // The editor read GET v2/orders/current once per visit and logged "failed with status 404" for every new shopper.
    const logged: string[] = [];
    const api = new ApiService({
      region: "eu",
      getToken: () => "token-1",
      logger: { warn: (message) => logged.push(`warn ${message}`), error: (message) => logged.push(`error ${message}`) },
      fetch: async (input) =>
        String(input).endsWith("/v2/orders/current")
          ? new Response(JSON.stringify({ error: { code: "not_found", message: "No open cart in this storefront", details: null } }), {
              status: 404,
              headers: { "content-type": "application/json" },
            })
          : new Response(JSON.stringify({ error: { code: "internal_error", message: "Broken", details: null } }), {
              status: 500,
              headers: { "content-type": "application/json" },
            }),
    });
    expect(await getUnlessMissing(api, "/v2/orders/current", { auth: true })).toBeNull();
    expect(logged).toEqual([]);
    // A real failure of the same kind of call is still logged, and thrown.
    await expect(getUnlessMissing(api, "/offers/{token}", { path: { token: "t-4" } })).rejects.toMatchObject({ status: 500 });
    expect(logged).toEqual(["error GET /offers/{token} failed with status 500"]);
    // And a 404 the caller did not expect is still a failure.
    logged.length = 0;
    await expect(api.get("/v2/orders/current", { auth: true })).rejects.toMatchObject({ status: 404 });
    expect(logged).toEqual(["error GET /v2/orders/current failed with status 404"]);
  });

  it("passes every other failure on", async () => {
    await expect(
      getUnlessMissing(answering(500, { error: { code: "internal", message: "Broken" } }).api, "/offers/{token}", { path: { token: "t-3" } }),
    ).rejects.toMatchObject({ status: 500 });
    await expect(
      getUnlessMissing(answering(403, { error: { code: "forbidden", message: "No" } }).api, "/offers/{token}", { path: { token: "t-3" } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("reading a refusal", () => {
  it("matches the status, and the code when one is asked for", () => {
    expect(isRefusal(refusal(409, "offer_not_draft"), 409)).toBe(true);
    expect(isRefusal(refusal(409, "offer_not_draft"), 409, "offer_not_draft")).toBe(true);
    expect(isRefusal(refusal(409, "offer_not_draft"), 409, "fileset_not_pending")).toBe(false);
    expect(isRefusal(refusal(404, "not_found"), 409)).toBe(false);
    expect(isRefusal(new Error("409"), 409)).toBe(false);
  });

  it("names the field a 400 blames, in details.field or as the first issue's path", () => {
    expect(blamedField(refusal(400, "invalid_request", { field: "email" }))).toBe("email");
    expect(
      blamedField(
        refusal(400, "invalid_request", [
          { path: "", message: "Bad" },
          { path: "details.budget", message: "Too big" },
        ]),
      ),
    ).toBe("details.budget");
    expect(blamedField(refusal(400, "invalid_request", [{ message: "Bad" }]))).toBeNull();
    expect(blamedField(refusal(400, "invalid_request", null))).toBeNull();
    expect(blamedField(refusal(409, "conflict", { field: "email" }))).toBeNull();
    expect(blamedField(new Error("400"))).toBeNull();
  });
});
