"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useReducer, useRef } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { updateAnalyticsConsent } from "@/lib/analytics/browser";
import { isCrawler } from "@/lib/consent/bots";
import { sendConsentUpdate } from "@/lib/consent/google";
import { consentReducer, INITIAL_CONSENT_STATE, type ConsentState } from "@/lib/consent/machine";
import { CONSENT_CATEGORIES, isConsentDisabled, readPreferences, writePreferences, type ConsentCategory, type ToggledCategory } from "@/lib/consent/preferences";
import { CONSENT_OPEN_EVENT, subscribeToOtherTabs } from "@/lib/consent/sync";
import styles from "./consent.module.css";

/**
 * The cookie consent overlay (spec section 2): the banner while consent is
 * missing, the preferences dialog and the cancel confirmation, driven by
 * lib/consent's reducer. Nothing renders on the server or before the browser has
 * read the stored choice, so crawlers and the first paint see the page alone.
 */

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function ConsentOverlay() {
  const [state, dispatch] = useReducer(consentReducer, INITIAL_CONSENT_STATE);

  useEffect(() => {
    const storage = localStore();
    dispatch({ type: "start", stored: readPreferences(storage), consentDisabled: isConsentDisabled(storage), crawler: isCrawler(navigator.userAgent) });
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

  return <ConsentView state={state} dispatch={dispatch} />;
}

type Dispatch = (action: Parameters<typeof consentReducer>[1]) => void;

/** The overlay for a given state; exported for tests of each view. */
export function ConsentView({ state, dispatch }: { state: ConsentState; dispatch: Dispatch }) {
  if (state.view === "banner") return <Banner readMore={state.readMore} dispatch={dispatch} />;
  if (state.view === "preferences") return <Preferences draft={state.draft} dispatch={dispatch} />;
  if (state.view === "confirm-cancel") return <CancelConfirmation dispatch={dispatch} />;
  return null;
}

function Banner({ readMore, dispatch }: { readMore: boolean; dispatch: Dispatch }) {
  const t = useTranslations("Consent");
  const titleId = useId();
  const textId = useId();
  const moreId = useId();
  const bannerRef = useRef<HTMLDivElement>(null);

  // Keyboard and screen-reader users meet the banner first; it is not modal, so the page stays usable.
  useEffect(() => {
    bannerRef.current?.focus();
  }, []);

  return (
    <div ref={bannerRef} className={styles.banner} role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1} data-testid="cookie-banner">
      <h2 id={titleId} className={styles.title}>
        {t("bannerTitle")}
      </h2>
      <p id={textId} className={styles.text}>
        {t("bannerText")}{" "}
        <button type="button" className={styles.readMore} aria-expanded={readMore} aria-controls={moreId} onClick={() => dispatch({ type: "toggle-read-more" })}>
          {readMore ? t("readLess") : t("readMore")}
        </button>
      </p>
      <p id={moreId} className={styles.text} hidden={!readMore}>
        {t("readMoreText")}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch({ type: "change-options" })}>
          {t("changeOptions")}
        </Button>
        <Button onClick={() => dispatch({ type: "accept-all" })}>{t("acceptAll")}</Button>
      </div>
    </div>
  );
}

function Preferences({ draft, dispatch }: { draft: Record<ToggledCategory, boolean>; dispatch: Dispatch }) {
  const t = useTranslations("Consent");
  const closeLabel = useTranslations("Modal")("close");
  const idPrefix = useId();
  // Escape and × close like 'cancel': through the confirmation, so no choice is lost by a slip.
  const cancel = () => dispatch({ type: "cancel" });

  return (
    <Modal open onClose={cancel} title={t("preferencesTitle")} closeLabel={closeLabel}>
      <p className={styles.text}>{t("preferencesIntro")}</p>
      <ul className={styles.categories}>
        {CONSENT_CATEGORIES.map((category) => (
          <CategoryRow key={category} category={category} inputId={`${idPrefix}-${category}`} checked={category === "essential" ? true : draft[category]} dispatch={dispatch} />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          {t("cancel")}
        </Button>
        <Button onClick={() => dispatch({ type: "save" })}>{t("save")}</Button>
      </div>
    </Modal>
  );
}

function CategoryRow({ category, inputId, checked, dispatch }: { category: ConsentCategory; inputId: string; checked: boolean; dispatch: Dispatch }) {
  const t = useTranslations("Consent");
  const textId = `${inputId}-text`;
  return (
    <li className={styles.category}>
      {category === "essential" ? (
        <>
          <span className={styles.categoryName} id={inputId}>
            {t(`categories.${category}.name`)}
          </span>
          <span className={styles.alwaysOn}>{t("alwaysOn")}</span>
        </>
      ) : (
        <>
          <label className={styles.categoryName} htmlFor={inputId}>
            {t(`categories.${category}.name`)}
          </label>
          <input
            id={inputId}
            className={styles.switch}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-describedby={textId}
            onChange={() => dispatch({ type: "toggle", category })}
          />
        </>
      )}
      <p className={styles.categoryText} id={textId}>
        {t(`categories.${category}.description`)} {t("example", { example: t(`categories.${category}.example`) })}
      </p>
    </li>
  );
}

function CancelConfirmation({ dispatch }: { dispatch: Dispatch }) {
  const t = useTranslations("Consent");
  const closeLabel = useTranslations("Modal")("close");
  const back = () => dispatch({ type: "back" });
  return (
    <Modal open onClose={back} title={t("cancelTitle")} closeLabel={closeLabel}>
      <p className={styles.text}>{t("cancelText")}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={back}>
          {t("back")}
        </Button>
        <Button onClick={() => dispatch({ type: "confirm-cancel" })}>{t("confirm")}</Button>
      </div>
    </Modal>
  );
}
