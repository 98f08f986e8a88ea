import styles from "./trust.module.css";

export interface PolicyLink {
  href: string;
  label: string;
}

/** The returns and misprint policies, one click away where a buyer decides (docs/adr/0063-trust-signals.md). */
export function PolicyLinks({ label, links }: { label: string; links: readonly PolicyLink[] }) {
  return (
    <nav className={styles.policies} aria-label={label} data-testid="policy-links">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
