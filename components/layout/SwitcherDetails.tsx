"use client";

import { useCallback, useRef, type KeyboardEvent, type ReactNode } from "react";
import { panelLeftOffset } from "./switcher-placement";

/**
 * The region switcher's <details>: it opens and its links work without script.
 * With script, its list is kept inside the viewport and Escape closes it,
 * returning focus to the button, at every width.
 */
export function SwitcherDetails({ className, children }: { className?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);

  const place = useCallback(() => {
    const element = details.current;
    const panel = element?.querySelector<HTMLElement>("[data-switcher-panel]");
    if (!element || !panel) return;
    if (!element.open) {
      panel.style.removeProperty("left");
      panel.style.removeProperty("right");
      return;
    }
    const anchor = element.getBoundingClientRect();
    const offset = panelLeftOffset(anchor, panel.getBoundingClientRect().width, document.documentElement.clientWidth || window.innerWidth);
    panel.style.left = `${offset}px`;
    panel.style.right = "auto";
  }, []);

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const element = details.current;
    if (event.key !== "Escape" || !element?.open) return;
    event.preventDefault();
    element.open = false;
    element.querySelector("summary")?.focus();
    place();
  };

  return (
    <details ref={details} className={className} data-testid="region-switcher" onToggle={place} onKeyDown={closeOnEscape}>
      {children}
    </details>
  );
}
