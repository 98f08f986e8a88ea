import NextLink from "next/link";
import type { DashboardSection } from "./paths";
import styles from "./plus.module.css";

export interface DashboardLink {
  key: DashboardSection;
  href: string;
  label: string;
}

/**
 * The dashboard's sections (Items, Quotes, Orders, Personal details). No hooks:
 * the catalogue renders it on the server, the dashboard's island in the browser.
 */
export function DashboardNav({ label, links, current }: { label: string; links: readonly DashboardLink[]; current?: DashboardSection | null }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <NextLink href={link.href} aria-current={link.key === current ? "page" : undefined}>
              {link.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
