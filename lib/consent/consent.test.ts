import { describe, expect, it } from "vitest";
import { isCrawler } from "./bots";
import { CONSENT_DEFAULT_SCRIPT, googleConsentOf, sendConsentUpdate } from "./google";
import { consentReducer, INITIAL_CONSENT_STATE, type ConsentAction, type ConsentState } from "./machine";
import {
  ALL_GRANTED,
  CONSENT_DISABLED_KEY,
  PREFERENCES_KEY,
  isConsentDisabled,
  parsePreferences,
  readPreferences,
  writePreferences,
  type ConsentPreferences,
} from "./preferences";
import { CONSENT_OPEN_EVENT, openConsentPreferences, subscribeToOtherTabs } from "./sync";

const ONLY_ANALYTICS: ConsentPreferences = { functional: false, analytics: true, advertising: false, essential: true };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

const run = (actions: ConsentAction[], from: ConsentState = INITIAL_CONSENT_STATE) => actions.reduce(consentReducer, from);
const firstVisit: ConsentAction = { type: "start", stored: null, consentDisabled: false, crawler: false };

describe("stored preferences", () => {
  it("reads a complete value", () => {
    expect(parsePreferences(JSON.stringify(ONLY_ANALYTICS))).toEqual(ONLY_ANALYTICS);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not JSON", "{functional:true"],
    ["an array", "[true,true,true,true]"],
    ["lacking a category", JSON.stringify({ functional: true, analytics: true, advertising: true })],
    ["a category that is not a boolean", JSON.stringify({ ...ONLY_ANALYTICS, analytics: "yes" })],
    ["null", "null"],
  ])("counts a value that is %s as missing", (_, raw) => {
    expect(parsePreferences(raw)).toBeNull();
  });

  it("is written under 'ph-pref' and read back; storage that throws reads as missing", () => {
    const storage = memoryStorage();
    writePreferences(storage, ONLY_ANALYTICS);
    expect(JSON.parse(storage.map.get(PREFERENCES_KEY)!)).toEqual(ONLY_ANALYTICS);
    expect(readPreferences(storage)).toEqual(ONLY_ANALYTICS);
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readPreferences(refusing)).toBeNull();
    expect(() => writePreferences(refusing, ONLY_ANALYTICS)).not.toThrow();
  });

  it("treats consentDisabled as on only for the string 'true'", () => {
    expect(isConsentDisabled(memoryStorage({ [CONSENT_DISABLED_KEY]: "true" }))).toBe(true);
    expect(isConsentDisabled(memoryStorage({ [CONSENT_DISABLED_KEY]: "1" }))).toBe(false);
    expect(isConsentDisabled(memoryStorage())).toBe(false);
  });
});

describe("consent transitions", () => {
  it("shows the banner when consent is missing, with everything denied by default", () => {
    const state = run([firstVisit]);
    expect(state.view).toBe("banner");
    expect(state.saved).toBeNull();
    expect(state.draft).toEqual({ functional: false, analytics: false, advertising: false });
  });

  it("shows nothing with stored consent, which is in force from the start", () => {
    const state = run([{ type: "start", stored: ONLY_ANALYTICS, consentDisabled: false, crawler: false }]);
    expect(state).toMatchObject({ view: "hidden", saved: ONLY_ANALYTICS, origin: "stored" });
  });

  it("grants everything and never shows anything with consentDisabled", () => {
    const state = run([{ type: "start", stored: null, consentDisabled: true, crawler: false }, { type: "open" }]);
    expect(state).toMatchObject({ view: "hidden", saved: ALL_GRANTED, origin: "stored" });
    expect(run([{ type: "other-tab", stored: null }], state).view).toBe("hidden");
  });

  it("shows crawlers nothing, not even on the reopen event, and grants them nothing", () => {
    const state = run([{ type: "start", stored: null, consentDisabled: false, crawler: true }, { type: "open" }]);
    expect(state).toMatchObject({ view: "hidden", saved: null });
  });

  it("'accept all' saves every category and closes the banner", () => {
    expect(run([firstVisit, { type: "accept-all" }])).toMatchObject({ view: "hidden", saved: ALL_GRANTED, origin: "choice" });
  });

  it("'change options' opens the preferences; toggles change only the draft; 'save' stores them with essential on", () => {
    const open = run([firstVisit, { type: "change-options" }]);
    expect(open.view).toBe("preferences");
    const toggled = run([{ type: "toggle", category: "analytics" }], open);
    expect(toggled.draft.analytics).toBe(true);
    expect(toggled.saved).toBeNull();
    expect(run([{ type: "save" }], toggled)).toMatchObject({ view: "hidden", saved: ONLY_ANALYTICS, origin: "choice" });
  });

  it("keeps essential on even when everything else is declined", () => {
    const state = run([firstVisit, { type: "change-options" }, { type: "save" }]);
    expect(state.saved).toEqual({ functional: false, analytics: false, advertising: false, essential: true });
  });

  it("'cancel' asks to confirm; 'back' returns to the preferences with the draft kept", () => {
    const confirming = run([firstVisit, { type: "change-options" }, { type: "toggle", category: "advertising" }, { type: "cancel" }]);
    expect(confirming.view).toBe("confirm-cancel");
    const back = run([{ type: "back" }], confirming);
    expect(back.view).toBe("preferences");
    expect(back.draft.advertising).toBe(true);
  });

  it("confirming the cancel returns to the banner, dropping the draft and saving nothing", () => {
    const state = run([firstVisit, { type: "change-options" }, { type: "toggle", category: "advertising" }, { type: "cancel" }, { type: "confirm-cancel" }]);
    expect(state).toMatchObject({ view: "banner", saved: null });
    expect(state.draft.advertising).toBe(false);
  });

  it("reopens the preferences on the window event, starting from the saved choice; cancelling then keeps the choice", () => {
    const reopened = run([{ type: "start", stored: ONLY_ANALYTICS, consentDisabled: false, crawler: false }, { type: "open" }]);
    expect(reopened.view).toBe("preferences");
    expect(reopened.draft).toEqual({ functional: false, analytics: true, advertising: false });
    const cancelled = run([{ type: "cancel" }, { type: "confirm-cancel" }], reopened);
    expect(cancelled).toMatchObject({ view: "hidden", saved: ONLY_ANALYTICS });
  });

  it("toggles the read-more text", () => {
    const state = run([firstVisit, { type: "toggle-read-more" }]);
    expect(state.readMore).toBe(true);
    expect(run([{ type: "toggle-read-more" }], state).readMore).toBe(false);
  });

  it("ignores actions that do not belong to the view on screen", () => {
    const banner = run([firstVisit]);
    for (const action of [
      { type: "save" },
      { type: "cancel" },
      { type: "back" },
      { type: "confirm-cancel" },
      { type: "toggle", category: "functional" },
    ] as ConsentAction[]) {
      expect(consentReducer(banner, action)).toBe(banner);
    }
    const preferences = run([{ type: "change-options" }], banner);
    expect(consentReducer(preferences, { type: "change-options" })).toBe(preferences);
  });

  it("follows another tab's choice, and shows the banner again when that tab's choice is removed", () => {
    const banner = run([firstVisit, { type: "change-options" }]);
    const synced = run([{ type: "other-tab", stored: ONLY_ANALYTICS }], banner);
    expect(synced).toMatchObject({ view: "hidden", saved: ONLY_ANALYTICS, origin: "other-tab" });
    expect(run([{ type: "other-tab", stored: null }], synced)).toMatchObject({ view: "banner", saved: null });
  });
});

describe("cross-tab sync", () => {
  function storageEvent(key: string | null, newValue: string | null) {
    return Object.assign(new Event("storage"), { key, newValue });
  }

  it("passes on another tab's preferences, parsed; corrupt counts as missing; other keys are ignored", () => {
    const target = new EventTarget();
    const seen: (ConsentPreferences | null)[] = [];
    const stop = subscribeToOtherTabs(target as unknown as Window, (stored) => seen.push(stored));
    target.dispatchEvent(storageEvent(PREFERENCES_KEY, JSON.stringify(ONLY_ANALYTICS)));
    target.dispatchEvent(storageEvent("api-token", "abc"));
    target.dispatchEvent(storageEvent(PREFERENCES_KEY, "{broken"));
    target.dispatchEvent(storageEvent(null, null));
    stop();
    target.dispatchEvent(storageEvent(PREFERENCES_KEY, JSON.stringify(ALL_GRANTED)));
    expect(seen).toEqual([ONLY_ANALYTICS, null, null]);
  });

  it("reopens through the window event", () => {
    const target = new EventTarget();
    let opened = 0;
    target.addEventListener(CONSENT_OPEN_EVENT, () => (opened += 1));
    openConsentPreferences(target as unknown as Window);
    expect(opened).toBe(1);
  });
});

describe("crawlers", () => {
  it.each(["Googlebot/2.1", "Mozilla/5.0 (compatible; bingbot/2.0)", "Baiduspider", "Yahoo! Slurp", "SomeCrawler/1.0", "ia_archiver-crawl"])(
    "recognises %s",
    (agent) => {
      expect(isCrawler(agent)).toBe(true);
    },
  );

  it("lets browsers through", () => {
    expect(isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36")).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});

describe("Google consent mode", () => {
  it("denies the four storage types by default, before any tag", () => {
    const page: { dataLayer?: unknown[] } = {};
    new Function("window", CONSENT_DEFAULT_SCRIPT)(page);
    expect(page.dataLayer).toHaveLength(1);
    expect(Array.from(page.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
  });

  it("sends the update: advertising grants the ad types, analytics the analytics storage", () => {
    const page: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    new Function("window", CONSENT_DEFAULT_SCRIPT)(page);
    sendConsentUpdate(ONLY_ANALYTICS, page);
    expect(Array.from(page.dataLayer![1] as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
    expect(googleConsentOf(ALL_GRANTED)).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
  });
});
