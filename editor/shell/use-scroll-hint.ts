"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * Whether a row that scrolls sideways hides something at either end. A phone's
 * action row is wider than the screen, and a row cut at a button's edge does not
 * look like it scrolls: the row fades out at an edge with more behind it
 * (`data-more-start`, `data-more-end` drive the CSS). The hint is drawn, not
 * spoken: the buttons stay in the row, in their order, for keyboards and readers.
 */
export interface ScrollHint {
  start: boolean;
  end: boolean;
}

/** A pixel of rounding is not more to see (zoomed pages give fractional widths). */
const SLACK_PX = 1;

export function scrollHintOf(row: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">): ScrollHint {
  // Right-to-left rows count scrollLeft down from 0; the distance from the start is what matters.
  const fromStart = Math.abs(row.scrollLeft);
  return { start: fromStart > SLACK_PX, end: fromStart + row.clientWidth < row.scrollWidth - SLACK_PX };
}

/** What is chosen in the row (a pressed or open button, the current item): kept in view when it changes. */
const CHOSEN = '[aria-pressed="true"], [aria-expanded="true"], [aria-current]:not([aria-current="false"])';

/**
 * The row's scroll state, measured after every render (a button may appear or
 * change its words), on scroll and when the row's box changes size; and the
 * chosen button scrolled into view when it changes, so the row never hides what
 * is active. Returns the ref for the row and its attributes.
 */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [hint, setHint] = useState<ScrollHint>({ start: false, end: false });
  const chosen = useRef<Element | null>(null);

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const next = scrollHintOf(row);
    setHint((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useLayoutEffect(() => {
    measure();
    const row = ref.current;
    const now = row?.querySelector(CHOSEN) ?? null;
    if (now && now !== chosen.current) now.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    chosen.current = now;
  });

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    row.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(row);
    return () => {
      row.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, attributes: { "data-more-start": hint.start, "data-more-end": hint.end } } as const;
}
