/**
 * The cookie choice the journeys start with: analytics, functional and
 * advertising declined, stored for every storefront host they visit, so the
 * consent banner (shown on every first visit) does not cover what they click.
 * e2e/consent.spec.ts starts without it.
 */

import buildSettings from "./build-settings.json" with { type: "json" };

export const E2E_ANALYTICS = { dataPlaneUrl: buildSettings.ANALYTICS_DATA_PLANE_URL, writeKey: buildSettings.ANALYTICS_WRITE_KEY };

const HOSTS = [
  "localhost",
  "boxwright.com",
  "www.boxwright.com",
  ...["at", "ch", "cz", "de", "es", "fr", "gb", "it", "no", "pl"].map((region) => `${region}.localhost`),
];
const DECLINED = JSON.stringify({ functional: false, analytics: false, advertising: false, essential: true });

export function consentGivenState(port: number) {
  return {
    cookies: [],
    origins: HOSTS.map((host) => ({ origin: `http://${host}:${port}`, localStorage: [{ name: "ph-pref", value: DECLINED }] })),
  };
}
