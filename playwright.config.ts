import { defineConfig, devices } from "@playwright/test";
import { consentGivenState, E2E_ANALYTICS } from "./e2e/consent-state";

/**
 * End-to-end tests against `npm start` (a production build) in Debian's Chromium.
 * boxwright.com is mapped to the loopback address so the .com-only region
 * migration notice can be tested; *.localhost resolves there by itself.
 */

const port = Number(process.env.PORT || 3100);
export const BASE_URL = `http://localhost:${port}`;
const MAIL_SINK_SMTP_PORT = 2525;
const MAIL_SINK_HTTP_PORT = 2526;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    storageState: consentGivenState(port),
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--host-resolver-rules=MAP boxwright.com 127.0.0.1, MAP www.boxwright.com 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // Catches the shop's mails so tests can follow confirmation and password links.
      command: "node scripts/mail-sink.mjs",
      url: `${MAIL_SINK_URL}/health`,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "rm -rf .e2e-data && node scripts/start.mjs",
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: ".e2e-data",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        // The order manager the checkout journey uses to make a discount code.
        MANAGER_EMAILS: "e2e-manager@example.com",
        // Every browser context of the suite is a new visitor from 127.0.0.1: more than one address's share.
        ANONYMOUS_USERS_PER_MINUTE: "1000",
        TRANSFER_ORDERS_PER_HOUR: "1000",
        // Analytics goes to the shop's own proxy; baked into the build like PORT.
        ANALYTICS_DATA_PLANE_URL: E2E_ANALYTICS.dataPlaneUrl,
        ANALYTICS_WRITE_KEY: E2E_ANALYTICS.writeKey,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
