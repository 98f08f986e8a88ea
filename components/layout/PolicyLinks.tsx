import styles from "./trust.module.css";

export interface PolicyLink {
  href: string;
  label: string;
}

/** The returns and misprint policies, one click away where a buyer decides (docs/adr/0063-trust-signals.md). */
export function PolicyLinks({ label, links, landmark = true }: { label: string; links: readonly PolicyLink[]; landmark?: boolean }) {
  // The footer's is a navigation landmark; the cart's and checkout's panel repeats the links as a plain list.
  const Frame = landmark ? "nav" : "div";
  return (
    <Frame className={styles.policies} aria-label={landmark ? label : undefined} data-testid="policy-links">
      <ul aria-label={landmark ? undefined : label}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
