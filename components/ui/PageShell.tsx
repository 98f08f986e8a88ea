import type { ReactNode } from "react";
import layout from "./layout.module.css";
import shared from "./shared.module.css";

export interface PageShellProps {
  title: ReactNode;
  /** The area's navigation, beside the page on wide screens and above it on narrow ones. */
  nav: ReactNode;
  /** What stands above the title (the plus area's brand line). */
  eyebrow?: ReactNode;
  /** The area's own page class, added to the shared frame. */
  className?: string;
  children: ReactNode;
}

/** A page of an area with sections: the page frame, its title, and the area's navigation beside the page itself. */
export function PageShell({ title, nav, eyebrow, className, children }: PageShellProps) {
  return (
    <div className={[shared.page, layout.page, className].filter(Boolean).join(" ")}>
      {eyebrow}
      <h1>{title}</h1>
      <div className={shared.navLayout}>
        {nav}
        <div>{children}</div>
      </div>
    </div>
  );
}
