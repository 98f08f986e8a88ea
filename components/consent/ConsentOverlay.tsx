"use client";

import { lazy, Suspense, useEffect, useReducer, useState } from "react";
import { createPortal } from "react-dom";
import { updateAnalyticsConsent } from "@/lib/analytics/browser";
import { isCrawler } from "@/lib/consent/bots";
import { CONSENT_ASK_ATTRIBUTE, sendConsentUpdate } from "@/lib/consent/google";
import { consentReducer, INITIAL_CONSENT_STATE } from "@/lib/consent/machine";
import { isConsentDisabled, readPreferences, writePreferences } from "@/lib/consent/preferences";
import { CONSENT_OPEN_EVENT, subscribeToOtherTabs } from "@/lib/consent/sync";
import { useModalHost } from "./modal-host";

/**
 * The cookie consent overlay (spec section 2): the banner while consent is
 * missing, the preferences dialog and the cancel confirmation, driven by
 * lib/consent's reducer. It renders nothing on the server: the first paint shows
 * the banner's inert server-rendered copy (ConsentBannerPreview) where the head's
 * script found no stored choice, and this overlay removes that copy once its own
 * banner is on screen, or at start when it will show none.
 * The views are loaded only when one is to show (a missing choice, or the footer's
 * cookie settings link): most page views need no more than this controller, whose
 * reading of the stored choice is small enough for every page's first load.
 */

const ConsentViews = lazy(() => import("./ConsentViews"));

/** The banner's server-rendered copy goes: the real banner stands in its place, or none is asked for. */
function dropBannerPreview() {
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function ConsentOverlay() {
  const [state, dispatch] = useReducer(consentReducer, INITIAL_CONSENT_STATE);
  // The banner goes into an open modal dialog, where it stays clickable (modal-host.ts).
  const modalHost = useModalHost(state.view === "banner");
  // The banner takes the focus when it first shows, not each time it moves in or out of a dialog.
  const [greeted, setGreeted] = useState(false);

  useEffect(() => {
    const storage = localStore();
    const start = {
      type: "start",
      stored: readPreferences(storage),
      consentDisabled: isConsentDisabled(storage),
      crawler: isCrawler(navigator.userAgent),
    } as const;
    dispatch(start);
    // The copy stays only while the real banner is on its way.
    if (consentReducer(INITIAL_CONSENT_STATE, start).view !== "banner") dropBannerPreview();
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
  const views = (
    <Suspense fallback={null}>
      <ConsentViews
        state={state}
        dispatch={dispatch}
        focusBanner={!greeted && !modalHost}
        onBannerShown={() => {
          setGreeted(true);
          dropBannerPreview();
        }}
      />
    </Suspense>
  );
  return modalHost ? createPortal(views, modalHost) : views;
}
