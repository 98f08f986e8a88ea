import type { AnalyticsConfig } from "./config";
import { appendToBuffer, takeBuffer } from "./buffer";
import { handleAnalyticsError, type AnalyticsErrorHook } from "./errors";
import { ANALYTICS_PATHS, EVENT_NAMES, type EventProperties, type PendingCall } from "./events";
import { withRetry } from "./retry";

/**
 * The shop's analytics client in pre-consent mode (spec section 4 'Analytics'):
 * every event is made at once, but until the visitor allows analytics it waits in
 * session storage; the consent update flushes the buffer and later events go
 * straight to the data plane (the shop's own v1/analytics_proxies/*). See ADR 0015.
 */

export interface AnalyticsEnvironment {
  sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  fetch: typeof fetch;
  /** The headers of the shop API (region, token) for events tied to the visitor's user. */
  headers: () => Record<string, string>;
  page: () => { path: string; referrer: string; title: string };
  now: () => Date;
  newId: () => string;
  wait?: (ms: number) => Promise<void>;
  onError?: AnalyticsErrorHook;
}

/** The visitor's analytics id, for the visit only: session storage, like the buffer. */
export const ANONYMOUS_ID_KEY = "ph-anonymous-id";

export class AnalyticsClient {
  private allowed = false;
  private anonymousId: string;

  constructor(
    private readonly config: AnalyticsConfig,
    private readonly env: AnalyticsEnvironment,
  ) {
    this.anonymousId = env.sessionStorage?.getItem(ANONYMOUS_ID_KEY) ?? env.newId();
    try {
      env.sessionStorage?.setItem(ANONYMOUS_ID_KEY, this.anonymousId);
    } catch {
      // Events still carry the id for this page.
    }
  }

  get consented(): boolean {
    return this.allowed;
  }

  /** The consent update: with analytics allowed, what waited is sent in order. */
  async setConsent(analytics: boolean): Promise<void> {
    this.allowed = analytics;
    if (!analytics) return;
    const waiting = takeBuffer(this.env.sessionStorage);
    for (const call of waiting) await this.deliver(call);
  }

  page(properties: EventProperties = {}): Promise<void> {
    return this.enqueue({ path: ANALYTICS_PATHS.track, body: { ...this.base(), type: "page", event: EVENT_NAMES.page, properties, page: this.env.page() } });
  }

  track(event: string, properties: EventProperties = {}): Promise<void> {
    return this.enqueue({ path: ANALYTICS_PATHS.track, body: { ...this.base(), type: "track", event, properties, page: this.env.page() } });
  }

  identify(userId: string | number, traits: EventProperties = {}): Promise<void> {
    return this.enqueue({ path: ANALYTICS_PATHS.identify, body: { ...this.base(), user_id: String(userId), traits } });
  }

  /** A product put into the cart: the event, and the conversion call the ad platform reads for that line. */
  async productAdded(lineItemId: number, properties: EventProperties = {}): Promise<void> {
    await this.track(EVENT_NAMES.productAdded, { ...properties, line_item_id: lineItemId });
    await this.enqueue({ path: ANALYTICS_PATHS.productAddedConversion, body: { ...this.base(), line_item_id: lineItemId } });
  }

  checkoutStep(step: string, properties: EventProperties = {}): Promise<void> {
    return this.track(EVENT_NAMES.checkoutStep, { ...properties, step });
  }

  /** Offers are named by id: their token opens the offer, so it never goes into analytics. */
  offerViewed(offerId: number): Promise<void> {
    return this.track(EVENT_NAMES.offerViewed, { offer_id: offerId });
  }

  offerExpired(offerId: number): Promise<void> {
    return this.track(EVENT_NAMES.offerExpired, { offer_id: offerId });
  }

  private base() {
    return { message_id: this.env.newId(), anonymous_id: this.anonymousId, sent_at: this.env.now().toISOString() };
  }

  private async enqueue(call: PendingCall): Promise<void> {
    if (!this.allowed) {
      appendToBuffer(this.env.sessionStorage, call);
      return;
    }
    await this.deliver(call);
  }

  /** One call to the data plane, retried by the schedule; the proxy drops repeats by message id. */
  private async deliver(call: PendingCall): Promise<void> {
    try {
      await withRetry(
        async () => {
          const response = await this.env.fetch(`${this.config.dataPlaneUrl}/${call.path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Analytics-Write-Key": this.config.writeKey, ...this.env.headers() },
            body: JSON.stringify(call.body),
            keepalive: true,
          });
          // A 4xx is the event's fault; sending it again would not help.
          if (response.status >= 500) throw new Error(`Analytics proxy answered ${response.status}`);
        },
        undefined,
        this.env.wait,
      );
    } catch (error) {
      handleAnalyticsError(error, this.env.onError);
    }
  }
}

/** The client's code has arrived and run: what the loader looks for (spec: snippet version 3.0.3). */
export const SNIPPET_VERSION = "3.0.3";
if (typeof window !== "undefined") (window as unknown as { boxwrightAnalytics?: string }).boxwrightAnalytics = SNIPPET_VERSION;
