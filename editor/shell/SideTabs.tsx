"use client";

import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import type { SideId } from "@/lib/dielines";
import styles from "./shell.module.css";

interface SideTabsProps {
  sides: readonly SideId[];
  current: SideId;
  onSelect: (side: SideId) => void;
  /** The id of the area the tabs switch, for aria-controls. */
  panelId: string;
  /** The model's own names for its sides (a pattern's tile, a can's wrap and lid), instead of a box's. */
  names?: Partial<Record<SideId, string>>;
}

/** One tab per printable side; arrow keys move between them, as in any tab list. */
export function SideTabs({ sides, current, onSelect, panelId, names }: SideTabsProps) {
  const t = useTranslations("Editor.sides");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = sides.indexOf(current);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % sides.length
        : event.key === "ArrowLeft"
          ? (index - 1 + sides.length) % sides.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? sides.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(sides[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t("label")} className={styles.sideTabs} onKeyDown={onKeyDown}>
      {sides.map((side, index) => (
        <button
          key={side}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`side-tab-${side}`}
          aria-selected={side === current}
          aria-controls={panelId}
          tabIndex={side === current ? 0 : -1}
          className={styles.sideTab}
          data-testid={`side-tab-${side}`}
          onClick={() => onSelect(side)}
        >
          {names?.[side] ?? t(side)}
        </button>
      ))}
    </div>
  );
}
