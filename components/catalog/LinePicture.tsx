import styles from "./line-picture.module.css";

/**
 * A line's small picture beside its name (the checkout summary): the shopper's design when
 * there is one, else the product's rendered photo. Decorative: the name says what it is.
 */
export function LinePicture({ src }: { src: string | undefined }) {
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a small fixed-size thumbnail, already in its own sizes
  return <img src={src} alt="" width={64} height={48} loading="lazy" decoding="async" className={styles.picture} />;
}
