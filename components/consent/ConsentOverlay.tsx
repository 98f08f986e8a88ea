"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "@/components/providers/hydrated";
import { CONSENT_OPEN_EVENT } from "@/lib/consent/open";

/**
 * The cookie consent overlay (spec section 2): the banner while consent is
 * missing, the preferences dialog and the cancel confirmation. Nothing renders on
 * the server or before the browser has read the stored choice, so crawlers and the
 * first paint see the page alone. Its controller (with the stored choice's parsing)
 * is loaded once the page is hydrated, and its views only when one is to show, so
 * neither is part of a page's first load; Google's consent-mode default is inline
 * in the head (ConsentModeDefault) and in force before either.
 */

const ConsentController = lazy(() => import("./ConsentController"));

export function ConsentOverlay() {
  const hydrated = useHydrated();
  // A click on the cookie settings link while the controller is still loading is not lost.
  const [openedEarly, setOpenedEarly] = useState(false);
  useEffect(() => {
    const open = () => setOpenedEarly(true);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentController openedEarly={openedEarly} />
    </Suspense>
  );
}
