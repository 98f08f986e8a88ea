"use client";

import { lazy, Suspense, useEffect, useReducer, useRef } from "react";
import { updateAnalyticsConsent } from "@/lib/analytics/browser";
import { isCrawler } from "@/lib/consent/bots";
import { sendConsentUpdate } from "@/lib/consent/google";
import { consentReducer, INITIAL_CONSENT_STATE } from "@/lib/consent/machine";
import { isConsentDisabled, readPreferences, writePreferences } from "@/lib/consent/preferences";
import { CONSENT_OPEN_EVENT, subscribeToOtherTabs } from "@/lib/consent/sync";

/**
 * The cookie consent overlay's logic (spec section 2), driven by lib/consent's
 * reducer: it reads the stored choice, sends Google's consent update and tells
 * analytics, follows other tabs, and opens the preferences on the cookie settings
 * link's event. Its views are loaded only when one is to show (a missing choice,
 * or the link): most page views need no more than this controller.
 */

const ConsentViews = lazy(() => import("./ConsentViews"));

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** `openedEarly`: the cookie settings link was used before this controller was loaded. */
export default function ConsentController({ openedEarly }: { openedEarly: boolean }) {
  const [state, dispatch] = useReducer(consentReducer, INITIAL_CONSENT_STATE);
  const openedBeforeStart = useRef(openedEarly);

  useEffect(() => {
    const storage = localStore();
    dispatch({ type: "start", stored: readPreferences(storage), consentDisabled: isConsentDisabled(storage), crawler: isCrawler(navigator.userAgent) });
    if (openedBeforeStart.current) dispatch({ type: "open" });
    const open = () => dispatch({ type: "open" });
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    const stopSync = subscribeToOtherTabs(window, (stored) => dispatch({ type: "other-tab", stored }));
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
      stopSync();
    };
  }, []);

  useEffect(() => {
    if (!state.saved) {
      updateAnalyticsConsent(false);
      return;
    }
    // Only the visitor's own choice is written; a stored or synced one is already there.
    if (state.origin === "choice") writePreferences(localStore(), state.saved);
    sendConsentUpdate(state.saved);
    updateAnalyticsConsent(state.saved.analytics);
  }, [state.saved, state.origin]);

  if (state.view === "hidden") return null;
  return (
    <Suspense fallback={null}>
      <ConsentViews state={state} dispatch={dispatch} />
    </Suspense>
  );
}

