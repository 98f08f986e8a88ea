import { Button } from "@/components/ui/Button";
import styles from "./consent.module.css";

/** The banner's words, as the layout has them (messages Consent). */
export interface ConsentBannerPreviewWords {
  bannerTitle: string;
  bannerText: string;
  readMore: string;
  changeOptions: string;
  acceptAll: string;
}

/**
 * The cookie banner's server-rendered copy (ADR 0065). Hidden by the stylesheet
 * unless the head's consent script marked the page as asking (no stored choice,
 * not a crawler), so a first visit paints the banner with the page instead of
 * seconds later, after hydration and the banner's own chunk, when it became the
 * page's largest paint. It is inert and hidden from assistive technology: it only
 * holds the banner's place until ConsentOverlay shows the real banner (the one
 * dialog named by the banner's title), which works, takes the focus, and removes
 * the mark. Nothing is stored and no tag runs because of it.
 */
export function ConsentBannerPreview({ words }: { words: ConsentBannerPreviewWords }) {
  return (
    <div className={`${styles.banner} ${styles.preview}`} inert aria-hidden="true" data-testid="cookie-banner-preview">
      <h2 className={styles.title}>{words.bannerTitle}</h2>
      <p className={styles.text}>
        {words.bannerText} <span className={styles.readMore}>{words.readMore}</span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" tabIndex={-1}>
          {words.changeOptions}
        </Button>
        <Button tabIndex={-1}>{words.acceptAll}</Button>
      </div>
    </div>
  );
}
