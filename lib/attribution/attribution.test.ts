import { describe, expect, it, vi } from "vitest";
import { ApiService } from "@/lib/api/api-service";
import { affiliationOf, affiliationTarget } from "./affiliation";
import { ATTRIBUTION_COOKIE_DAYS, TRAFFIC_COOKIE_DAYS, TRAFFIC_SESSION_DAYS, type CookieJar } from "./cookies";
import { FIRST_TOUCH_FAILED, clientIdFromGaCookie, firstTouchOf, registerFirstTouch } from "./first-touch";
import { SBJS_DATA_PARAM, applySbjsData, parseSbjsData } from "./sbjs-data";
import { GCLID_COOKIE, SESSION_ATTRIBUTION_KEY, saveSessionAttribution, sessionAttributionOf } from "./session";
import { NONE, TRAFFIC_COOKIES, classifyVisit, decodeCookie, readSource, trackTraffic, writeSource, type TrafficSource } from "./traffic";

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const expiry = new Map<string, number>();
  const cookies: CookieJar & { values: Map<string, string>; expiry: Map<string, number> } = {
    get: (name) => values.get(name),
    set: (name, value, days) => {
      values.set(name, value);
      expiry.set(name, days);
    },
    values,
    expiry,
  };
  return cookies;
}

const GOOGLE_ADS: TrafficSource = { type: "utm", source: "google", medium: "cpc", campaign: "boxes", content: NONE, term: "mailer box" };

describe("sbjs_data", () => {
  it("parses the JSON into known cookies, by full or short name", () => {
    const data = parseSbjsData(JSON.stringify({ sbjs_current: writeSource(GOOGLE_ADS), first: writeSource(GOOGLE_ADS), udata: "vst=3" }));
    expect(data).toEqual({ sbjs_current: writeSource(GOOGLE_ADS), sbjs_first: writeSource(GOOGLE_ADS), sbjs_udata: "vst=3" });
  });

  it.each([
    ["not JSON", "{sbjs"],
    ["an array", "[1]"],
    ["a string", '"x"'],
    ["missing", null],
  ])("reads %s as nothing", (_, raw) => {
    expect(parseSbjsData(raw)).toBeNull();
  });

  it("ignores unknown names, non-strings and sources that do not read as one", () => {
    expect(parseSbjsData(JSON.stringify({ api_token: "steal", sbjs_current: "typ=nonsense", sbjs_session: 3, sbjs_udata: "vst=1" }))).toEqual({
      sbjs_udata: "vst=1",
    });
  });

  it("copies the cookies and gives the address without the parameter, other parameters kept", () => {
    const cookies = jar();
    const url = new URL(
      `https://boxwright.com/products?utm_source=x&${SBJS_DATA_PARAM}=${encodeURIComponent(JSON.stringify({ first: writeSource(GOOGLE_ADS) }))}#top`,
    );
    const clean = applySbjsData(url, cookies);
    expect(clean?.toString()).toBe("https://boxwright.com/products?utm_source=x#top");
    expect(readSource(cookies.get(TRAFFIC_COOKIES.first))).toEqual(GOOGLE_ADS);
    expect(cookies.expiry.get(TRAFFIC_COOKIES.first)).toBe(TRAFFIC_COOKIE_DAYS);
    expect(applySbjsData(new URL("https://boxwright.com/"), cookies)).toBeNull();
    expect(applySbjsData(new URL(`https://boxwright.com/?${SBJS_DATA_PARAM}=broken`), jar())?.search).toBe("");
  });
});

describe("traffic sources", () => {
  const at = new Date("2025-05-01T12:00:00Z");

  it("classifies campaign links, ad clicks, search engines, referrals and typed-in visits", () => {
    expect(classifyVisit(new URL("https://x.com/?utm_source=news&utm_medium=email&utm_campaign=spring"), "")).toMatchObject({
      type: "utm",
      source: "news",
      medium: "email",
      campaign: "spring",
      term: NONE,
    });
    expect(classifyVisit(new URL("https://x.com/?gclid=abc"), "")).toMatchObject({ type: "utm", source: "google", medium: "cpc" });
    expect(classifyVisit(new URL("https://x.com/"), "https://www.google.de/search?q=box")).toMatchObject({ type: "organic", source: "google" });
    expect(classifyVisit(new URL("https://x.com/"), "https://www.blog.example/post")).toMatchObject({
      type: "referral",
      source: "blog.example",
      medium: "referral",
    });
    expect(classifyVisit(new URL("https://x.com/"), "https://x.com/cart")).toMatchObject({ type: "typein", source: "(direct)", medium: NONE });
  });

  it("keeps values with the separator characters intact", () => {
    const odd = { ...GOOGLE_ADS, campaign: "a|||b=c" };
    expect(readSource(writeSource(odd))).toEqual(odd);
    expect(decodeCookie("pgs=2|||broken|||cpg=%E0")).toEqual({ pgs: "2", cpg: "%E0" });
  });

  it("sets first and current on the first visit, with 6-month cookies and a 30-minute session", () => {
    const cookies = jar();
    const state = trackTraffic(cookies, new URL("https://x.com/products?utm_source=news&utm_medium=email"), "", at);
    expect(state).toMatchObject({ first: { source: "news" }, current: { source: "news" }, visits: 1, pagesSeen: 1, firstVisit: at.toISOString() });
    expect(cookies.expiry.get(TRAFFIC_COOKIES.first)).toBe(180);
    expect(cookies.expiry.get(TRAFFIC_COOKIES.session)).toBeCloseTo(30 / 1440);
    expect(TRAFFIC_SESSION_DAYS * 24 * 60).toBeCloseTo(30);
  });

  it("counts pages within a session and a new visit after it, keeping the first source", () => {
    const cookies = jar();
    trackTraffic(cookies, new URL("https://x.com/?utm_source=news"), "", at);
    const second = trackTraffic(cookies, new URL("https://x.com/products"), "https://x.com/", at);
    expect(second).toMatchObject({ pagesSeen: 2, visits: 1, current: { source: "news" } });
    cookies.values.delete(TRAFFIC_COOKIES.session); // the session cookie expired
    const later = trackTraffic(cookies, new URL("https://x.com/"), "https://www.bing.com/", new Date("2025-05-03T09:00:00Z"));
    expect(later).toMatchObject({
      visits: 2,
      pagesSeen: 1,
      first: { source: "news" },
      current: { type: "organic", source: "bing" },
      firstVisit: at.toISOString(),
      currentVisit: "2025-05-03T09:00:00.000Z",
    });
  });
});

describe("first touch", () => {
  it("turns '(none)' into undefined and keeps what is known", () => {
    expect(firstTouchOf({ type: "typein", source: "(direct)", medium: NONE, campaign: NONE, content: NONE, term: NONE })).toEqual({
      type: "typein",
      source: "(direct)",
      medium: undefined,
      campaign: undefined,
      content: undefined,
      term: undefined,
      clientId: undefined,
    });
    expect(firstTouchOf(GOOGLE_ADS, "123.456")).toMatchObject({ medium: "cpc", term: "mailer box", content: undefined, clientId: "123.456" });
    expect(firstTouchOf(GOOGLE_ADS, NONE).clientId).toBeUndefined();
  });

  it("reads the client id from Google's cookie", () => {
    expect(clientIdFromGaCookie("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000");
    expect(clientIdFromGaCookie("garbage")).toBeUndefined();
    expect(clientIdFromGaCookie(undefined)).toBeUndefined();
  });

  function api(answer: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const service = new ApiService({
      region: "de",
      getToken: () => "token-1",
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return answer();
      }) as typeof fetch,
      logger: { warn: () => undefined, error: () => undefined },
    });
    return { service, calls };
  }

  it("posts the data without the unknown fields, with the user's key", async () => {
    const { service, calls } = api(() => Response.json({ first_touch: {} }, { status: 201 }));
    await registerFirstTouch(service, "token-1", firstTouchOf(GOOGLE_ADS), () => undefined);
    expect(calls[0]!.url).toBe("/api/users/register_first_touch");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ type: "utm", source: "google", medium: "cpc", campaign: "boxes", term: "mailer box" });
    expect((calls[0]!.init.headers as Record<string, string>)["X-Api-Token"]).toBe("token-1");
  });

  it("reports a failure and re-throws it as 'Failed to register a first touch event'", async () => {
    const { service } = api(() => Response.json({ error: { code: "x", message: "down", details: null } }, { status: 500 }));
    const report = vi.fn();
    const failure = await registerFirstTouch(service, "token-1", firstTouchOf(GOOGLE_ADS), report).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(FIRST_TOUCH_FAILED);
    expect(report).toHaveBeenCalledTimes(1);
    expect((failure as Error).cause).toBe(report.mock.calls[0]![0]);
  });
});

describe("session attribution", () => {
  it("takes the gclid from the address (kept a year) or the cookie, and the country", () => {
    const cookies = jar();
    expect(sessionAttributionOf(new URL("https://x.com/?gclid=Cj0KCQ"), "de", cookies)).toEqual({ gclid: "Cj0KCQ", country: "DE" });
    expect(cookies.expiry.get(GCLID_COOKIE)).toBe(ATTRIBUTION_COOKIE_DAYS);
    expect(sessionAttributionOf(new URL("https://x.com/"), "PL", cookies)).toEqual({ gclid: "Cj0KCQ", country: "PL" });
    expect(sessionAttributionOf(new URL("https://x.com/?gclid=<script>"), "Poland", jar())).toEqual({ gclid: undefined, country: undefined });
  });

  it("saves to session storage; a refusal is logged and reported, not thrown", () => {
    const saved = new Map<string, string>();
    saveSessionAttribution({ setItem: (key, value) => void saved.set(key, value) }, { country: "DE" }, () => undefined);
    expect(JSON.parse(saved.get(SESSION_ATTRIBUTION_KEY)!)).toEqual({ country: "DE" });

    const report = vi.fn();
    const log = { error: vi.fn() };
    const full = {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => saveSessionAttribution(full, { country: "DE" }, report, log)).not.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    saveSessionAttribution(undefined, { country: "DE" }, report, log);
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe("affiliation", () => {
  it("keeps short tokens only and follows only paths on this site", () => {
    expect(affiliationOf("partner_42")).toBe("partner_42");
    expect(affiliationOf("a b")).toBeNull();
    expect(affiliationOf("x".repeat(65))).toBeNull();
    expect(affiliationTarget("/products", "/")).toBe("/products");
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", null]) expect(affiliationTarget(target, "/de")).toBe("/de");
  });
});
