import { afterEach, describe, expect, it, vi } from "vitest";
import { checksumRegistry, parseViesAnswer, setVatRegistry, vatRegistry, VatRegistryUnavailable, viesRegistry, viesUrl } from "./registry";

afterEach(() => {
  setVatRegistry(null);
  vi.unstubAllEnvs();
});

const at = new Date("2026-01-05T10:00:00Z");

function answering(status: number, body: unknown) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    void url;
    void init;
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
}

describe("the VIES adapter", () => {
  it("asks VIES's REST interface for the member state and the number without its prefix, Greece as EL", () => {
    expect(viesUrl("DE", "811569869")).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api/ms/DE/vat/811569869");
    expect(viesUrl("GR", "094014201")).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api/ms/EL/vat/094014201");
    expect(viesUrl("EL", "094014201")).toContain("/ms/EL/vat/");
  });

  it("sends one GET with a timeout and reads a registered trader with name and address", async () => {
    const fetch = answering(200, {
      isValid: true,
      requestDate: "2026-01-05",
      userError: "VALID",
      name: "KARTONWERK GMBH",
      address: "Hauptstr. 1\n10115 Berlin",
      vatNumber: "811569869",
    });
    const answer = await viesRegistry({ fetch }).check("DE", "811569869");
    expect(answer).toMatchObject({ valid: true, name: "KARTONWERK GMBH", address: "Hauptstr. 1\n10115 Berlin", source: "vies" });
    expect(answer.checkedAt).toBeInstanceOf(Date);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api/ms/DE/vat/811569869");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads a number no one is registered under as not valid, and undisclosed names as absent", () => {
    expect(parseViesAnswer({ isValid: false, userError: "INVALID", name: "---", address: "---" }, at)).toEqual({
      valid: false,
      name: undefined,
      address: undefined,
      source: "vies",
      checkedAt: at,
    });
    expect(parseViesAnswer({ isValid: true, userError: "VALID", name: "---", address: "---" }, at)).toMatchObject({ valid: true, name: undefined });
  });

  it("treats a member state that is down, an HTTP error, a timeout or garbage as no answer, never as registered", async () => {
    expect(() => parseViesAnswer({ isValid: false, userError: "MS_UNAVAILABLE" }, at)).toThrow(VatRegistryUnavailable);
    await expect(viesRegistry({ fetch: answering(503, {}) }).check("DE", "811569869")).rejects.toBeInstanceOf(VatRegistryUnavailable);
    await expect(viesRegistry({ fetch: answering(200, "<html>") }).check("DE", "811569869")).rejects.toBeInstanceOf(VatRegistryUnavailable);
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    await expect(viesRegistry({ fetch: hanging, timeoutMs: 20 }).check("DE", "811569869")).rejects.toBeInstanceOf(VatRegistryUnavailable);
  });

  it("checks numbers from outside the EU offline, as VIES does not know them", async () => {
    const fetch = answering(200, {});
    expect(await viesRegistry({ fetch }).check("NO", "923609016MVA")).toMatchObject({ source: "checksum" });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("choosing the registry", () => {
  it("is the offline checksum check by default, which keeps today's verdicts", async () => {
    vi.stubEnv("VAT_REGISTRY", "");
    setVatRegistry(null);
    expect(vatRegistry()).toBe(checksumRegistry);
    expect(await checksumRegistry.check("PL", "5260250274")).toMatchObject({ valid: true, source: "checksum" });
    expect(await checksumRegistry.check("PL", "5260250275")).toMatchObject({ valid: false });
  });

  it("is VIES with VAT_REGISTRY=vies, and refuses an unknown choice", () => {
    vi.stubEnv("VAT_REGISTRY", "vies");
    setVatRegistry(null);
    expect(vatRegistry()).not.toBe(checksumRegistry);
    vi.stubEnv("VAT_REGISTRY", "maybe");
    setVatRegistry(null);
    expect(() => vatRegistry()).toThrow(/VAT_REGISTRY/);
  });
});
