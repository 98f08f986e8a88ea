import { setVatRegistry, VatRegistryUnavailable, type VatRegistry } from "@/server/users/vat/registry";

/**
 * A VAT registry for tests only: it knows the numbers it is given as registered
 * and says every other one is not, as VIES would for a well-formed number no
 * company holds. `unavailable` numbers make it fail as a registry that is down.
 */
export function stubVatRegistry(registered: readonly string[], unavailable: readonly string[] = []): VatRegistry {
  return {
    async check(countryIso, number) {
      if (unavailable.includes(`${countryIso}${number}`)) throw new VatRegistryUnavailable("stubbed outage", "MS_UNAVAILABLE");
      return { valid: registered.includes(`${countryIso}${number}`), source: "vies", checkedAt: new Date("2026-01-05T10:00:00Z") };
    },
  };
}

/** Puts the stub in place for the test file's requests; returns the way back. */
export function withVatRegistry(registry: VatRegistry): () => void {
  setVatRegistry(registry);
  return () => setVatRegistry(null);
}
