import styles from "./configurator.module.css";
import later from "./later.module.css";

/**
 * The phone's bottom bar (on a wide screen it also says when the order arrives): the
 * total, the price a piece, the delivery, the footprint and the main button, shown by
 * the configurator only once the summary's own button has scrolled away. Never part of
 * the page as rendered, so its code follows the first load (./after-first-load).
 */
export interface StickySummaryProps {
  label: string;
  /** The total and the price a piece as shown in the summary; none while the summary shows no price. */
  price?: { total: string; piece: string };
  delivery: string;
  emissions?: string;
  href?: string;
  disabled: boolean;
  action: string;
}

export function StickySummary({ label, price, delivery, emissions, href, disabled, action }: StickySummaryProps) {
  return (
    <div className={later.stickyBar} role="region" aria-label={label} data-testid="sticky-summary">
      {price ? (
        <p className={later.stickyPrice}>
          <strong>{price.total}</strong>
          <span>{price.piece}</span>
        </p>
      ) : null}
      <p className={later.stickyDelivery}>
        {delivery}
        {emissions ? <span className={later.stickyEmissions}>{emissions}</span> : null}
      </p>
      <a className={`${styles.cta} ${later.stickyAction}`} href={href} aria-disabled={disabled}>
        {action}
      </a>
    </div>
  );
}
