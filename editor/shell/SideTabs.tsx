"use client";

import { useTranslations } from "next-intl";
import { Fragment, useId, useRef, type KeyboardEvent } from "react";
import type { SideId } from "@/lib/dielines";
import type { SideGroup } from "./side-groups";
import styles from "./shell.module.css";
import { useKindWords } from "./product-words";

interface SideTabsProps {
  sides: readonly SideId[];
  /**
   * The sides in named groups (outside and inside, or sleeve and box), in the order of
   * `sides`; the group names show only when there is more than one group.
   */
  groups?: readonly SideGroup[];
  current: SideId;
  onSelect: (side: SideId) => void;
  /** The id of the area the tabs switch, for aria-controls. */
  panelId: string;
  /** The model's own names for its sides (a pattern's tile, a can's wrap and lid), instead of a box's. */
  names?: Partial<Record<SideId, string>>;
}

/** One tab per printable side; arrow keys move between them, across the groups, as in any tab list. */
export function SideTabs({ sides, groups, current, onSelect, panelId, names }: SideTabsProps) {
  const t = useTranslations("Editor.sides");
  const say = useKindWords();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const groupIds = useId();
  const shownGroups = groups && groups.length > 1 ? groups : [{ id: null, sides: [...sides] }];
  const order = shownGroups.flatMap((group) => group.sides);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = order.indexOf(current);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % order.length
        : event.key === "ArrowLeft"
          ? (index - 1 + order.length) % order.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? order.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(order[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={say("sidesLabel")} className={styles.sideTabs} onKeyDown={onKeyDown}>
      {shownGroups.map((group) => {
        const labelId = group.id ? `${groupIds}-${group.id}` : undefined;
        return (
          <Fragment key={group.id ?? "all"}>
            {group.id ? (
              // Names the group it starts; each tab of it is described by it.
              <span role="presentation" id={labelId} className={styles.sideGroup} data-testid={`side-group-${group.id}`}>
                {t(`groups.${group.id}`)}
              </span>
            ) : null}
            {group.sides.map((side) => {
              const index = order.indexOf(side);
              return (
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
                  aria-describedby={labelId}
                  tabIndex={side === current ? 0 : -1}
                  className={styles.sideTab}
                  data-testid={`side-tab-${side}`}
                  data-group={group.id ?? undefined}
                  onClick={() => onSelect(side)}
                >
                  {names?.[side] ?? t(side)}
                </button>
              );
            })}
          </Fragment>
        );
      })}
    </div>
  );
}
