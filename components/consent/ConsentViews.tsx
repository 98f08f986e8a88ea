"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/Button";
import { useLayoutWords } from "@/components/providers/words";
import { Modal } from "@/components/ui/Modal";
import type { consentReducer, ConsentState } from "@/lib/consent/machine";
import { CONSENT_CATEGORIES, type ConsentCategory, type ToggledCategory } from "@/lib/consent/preferences";
import styles from "./consent.module.css";

/**
 * The consent overlay's views: the banner, the preferences dialog and the cancel
 * confirmation. Loaded by ConsentOverlay only when one of them is to show, so
 * visitors who have chosen, crawlers and consentDisabled never download them. The
 * texts format their arguments, so the views bring next-intl's provider with the
 * layout's Consent and Modal words.
 */

type Dispatch = (action: Parameters<typeof consentReducer>[1]) => void;

/** The overlay for a given state. */
interface ConsentViewsProps {
  state: ConsentState;
  dispatch: Dispatch;
  /** Whether the banner takes the focus when it shows: the first time, unless it shows inside an open dialog. */
  focusBanner?: boolean;
  onBannerShown?: () => void;
}

export default function ConsentViews({ state, dispatch, focusBanner = true, onBannerShown }: ConsentViewsProps) {
  const { locale, words } = useLayoutWords();
  return (
    <NextIntlClientProvider locale={locale} messages={{ Consent: words.Consent, Modal: words.Modal }}>
      <View state={state} dispatch={dispatch} focusBanner={focusBanner} onBannerShown={onBannerShown} />
    </NextIntlClientProvider>
  );
}

function View({
  state,
  dispatch,
  focusBanner,
  onBannerShown,
}: Required<Pick<ConsentViewsProps, "state" | "dispatch" | "focusBanner">> & Pick<ConsentViewsProps, "onBannerShown">) {
  if (state.view === "banner") return <Banner readMore={state.readMore} dispatch={dispatch} focus={focusBanner} onShown={onBannerShown} />;
  if (state.view === "preferences") return <Preferences draft={state.draft} dispatch={dispatch} />;
  if (state.view === "confirm-cancel") return <CancelConfirmation dispatch={dispatch} />;
  return null;
}

function Banner({ readMore, dispatch, focus, onShown }: { readMore: boolean; dispatch: Dispatch; focus: boolean; onShown?: () => void }) {
  const t = useTranslations("Consent");
  const titleId = useId();
  const textId = useId();
  const moreId = useId();
  const bannerRef = useRef<HTMLDivElement>(null);

  // Keyboard and screen-reader users meet the banner first; it is not modal, so the page stays usable.
  // Moved into a dialog that has just opened, it leaves the focus where the dialog put it.
  const focusOnShow = useRef(focus);
  const shown = useRef(onShown);
  useEffect(() => {
    if (focusOnShow.current) bannerRef.current?.focus();
    shown.current?.();
  }, []);

  return (
    <div
      ref={bannerRef}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <h2 id={titleId} className={styles.title}>
        {t("bannerTitle")}
      </h2>
      <p id={textId} className={styles.text}>
        {t("bannerText")}{" "}
        <button
          type="button"
          className={styles.readMore}
          aria-expanded={readMore}
          aria-controls={moreId}
          onClick={() => dispatch({ type: "toggle-read-more" })}
        >
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
          <CategoryRow
            key={category}
            category={category}
            inputId={`${idPrefix}-${category}`}
            checked={category === "essential" ? true : draft[category]}
            dispatch={dispatch}
          />
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
