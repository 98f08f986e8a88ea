import NextLink from "next/link";
import type { ReactNode } from "react";
import layout from "./layout.module.css";

export interface SectionLink<Key extends string = string> {
  key: Key;
  href: string;
  label: string;
}

export interface SectionNavProps<Key extends string> {
  /** The navigation's name for screen readers, from the caller's messages. */
  label: string;
  links: readonly SectionLink<Key>[];
  /** The section of the page shown, marked as the current page. */
  current?: Key | null;
  /** The sections side by side, as tabs. */
  across?: boolean;
  /** The area's own look in place of the shared list (the managers' console has a bar). */
  className?: string;
  /** What follows the links inside the navigation (who is signed in). */
  children?: ReactNode;
}

/**
 * The sections of an area of the shop (the account, the plus dashboard, the
 * managers' console) as links, the current one marked. No hooks: server pages
 * render it as well as islands.
 */
export function SectionNav<Key extends string>({ label, links, current, across = false, className, children }: SectionNavProps<Key>) {
  return (
    <nav className={className ?? (across ? `${layout.sectionNav} ${layout.across}` : layout.sectionNav)} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <NextLink href={link.href} aria-current={link.key === current ? "page" : undefined}>
              {link.label}
            </NextLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
