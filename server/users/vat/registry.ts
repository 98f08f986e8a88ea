import { EU_COUNTRIES } from "@/regions/shared";
import { canonicalVatCountry, validateVatId } from "./validate";

/**
 * Where a VAT number's registration is checked before the shop sells without VAT
 * (reverse charge). The offline default checks format and check digits only, as
 * the shop always did; with VAT_REGISTRY=vies the EU's VIES service is asked
 * whether the number is registered for trade within the EU. See
 * docs/adr/0022-vat-registry.md.
 */

export interface VatRegistryAnswer {
  valid: boolean;
  /** The registered trader's name and address, where the registry discloses them. */
  name?: string;
  address?: string;
  source: "vies" | "checksum";
  checkedAt: Date;
}

export interface VatRegistry {
  /** `countryIso` is an ISO code (GR, not EL); `number` the VAT number without its country prefix. */
  check(countryIso: string, number: string): Promise<VatRegistryAnswer>;
}

/** The registry did not give an answer (timeout, network, the member state's service down). */
export class VatRegistryUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = "VatRegistryUnavailable";
  }
}

/** Format and check digits: what can be known without asking anyone. */
export const checksumRegistry: VatRegistry = {
  async check(countryIso, number) {
    const result = validateVatId({ vatId: number, countryIso, customerType: "b2b" });
    return { valid: result.valid && result.normalized !== null, source: "checksum", checkedAt: new Date() };
  },
};

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

export const VIES_ENDPOINT = "https://ec.europa.eu/taxation_customs/vies/rest-api";
export const VIES_TIMEOUT_MS = 8000;

interface ViesAnswer {
  isValid?: boolean;
  userError?: string;
  name?: string;
  address?: string;
}

/** VIES writes "---" where a member state does not disclose the trader. */
function disclosed(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed !== "---" ? trimmed : undefined;
}

/** The URL VIES answers a number's check at: Greece is EL there, and the number goes without its prefix. */
export function viesUrl(countryIso: string, number: string, endpoint = VIES_ENDPOINT): string {
  const memberState = canonicalVatCountry(countryIso) === "GR" ? "EL" : canonicalVatCountry(countryIso);
  return `${endpoint}/ms/${memberState}/vat/${encodeURIComponent(number)}`;
}

/** Reads VIES's answer; anything but a VALID or INVALID verdict means it could not tell. */
export function parseViesAnswer(body: unknown, checkedAt: Date): VatRegistryAnswer {
  const answer = (body ?? {}) as ViesAnswer;
  const verdict = answer.userError ?? (typeof answer.isValid === "boolean" ? (answer.isValid ? "VALID" : "INVALID") : "NO_ANSWER");
  if (verdict !== "VALID" && verdict !== "INVALID") throw new VatRegistryUnavailable(`VIES could not check the number: ${verdict}`, verdict);
  const valid = verdict === "VALID" && answer.isValid !== false;
  return { valid, name: valid ? disclosed(answer.name) : undefined, address: valid ? disclosed(answer.address) : undefined, source: "vies", checkedAt };
}

export interface ViesOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  endpoint?: string;
}

/**
 * The EU's VIES service over its REST interface. Numbers of countries outside
 * the EU (VIES does not know them) get the offline check: they never qualify
 * for the EU's reverse charge anyway.
 */
export function viesRegistry(options: ViesOptions = {}): VatRegistry {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? VIES_TIMEOUT_MS;
  return {
    async check(countryIso, number) {
      const country = canonicalVatCountry(countryIso);
      if (!EU.has(country)) return checksumRegistry.check(country, number);
      let response: Response;
      try {
        response = await fetchImpl(viesUrl(country, number, options.endpoint), {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new VatRegistryUnavailable(`VIES did not answer: ${(error as Error).message}`, "network");
      }
      if (!response.ok) throw new VatRegistryUnavailable(`VIES answered ${response.status}`, `http_${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new VatRegistryUnavailable("VIES answered something other than JSON", "bad_answer");
      }
      return parseViesAnswer(body, new Date());
    },
  };
}

let configured: VatRegistry | null = null;

/** The registry chosen by VAT_REGISTRY: `vies`, or the offline `checksum` (the default). */
export function vatRegistry(): VatRegistry {
  if (configured) return configured;
  const choice = process.env.VAT_REGISTRY?.trim().toLowerCase() || "checksum";
  if (choice !== "vies" && choice !== "checksum") throw new Error(`VAT_REGISTRY must be vies or checksum, not ${choice}`);
  configured = choice === "vies" ? viesRegistry() : checksumRegistry;
  return configured;
}

/** Puts another registry in place (tests' stubs); null goes back to VAT_REGISTRY's. */
export function setVatRegistry(registry: VatRegistry | null): void {
  configured = registry;
}
