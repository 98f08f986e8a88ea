"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, type KeyboardEvent, type ReactNode } from "react";
import shared from "@/components/ui/shared.module.css";
import { Icon, type IconName } from "./icons";
import styles from "./shell.module.css";

/** The sheet's sections, in the order of its bar. */
export const SHEET_SECTIONS = ["add", "selection", "layers", "sides"] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

const SECTION_ICONS: Record<SheetSection, IconName> = { add: "add", selection: "selection", layers: "layers", sides: "sides" };

interface MobileSheetProps {
  /**
   * What each section holds: the toolbar, the selection's properties, the layers, the side tabs. A section
   * left out has no button (a pattern's one tile gives the sides button nothing to choose).
   */
  sections: Partial<Record<SheetSection, ReactNode>>;
  /** A short line under a section's name on the bar (the side being edited). */
  notes?: Partial<Record<SheetSection, string>>;
  /** A count on a section's button (the print check's findings), and the words it stands for in the button's name. */
  badges?: Partial<Record<SheetSection, { count: number; label: string }>>;
  /** The open section, or null; the workspace holds it so adding an element can put the sheet away. */
  open: SheetSection | null;
  onOpen: (section: SheetSection | null) => void;
  /** The order in short (total, into the cart), kept in view above the bar; none where nothing is ordered. */
  summary?: ReactNode;
  /** The canvas's region: opening the sheet brings it to the top of the screen, where it fits above the sheet. */
  stageId?: string;
}

/**
 * The editor's tools on a phone: a bar at the foot of the screen with one big
 * button per section, and a sheet that opens over the lower part of the page
 * with that section while the canvas stays in view above it. The same button,
 * or the close button, puts it away. Not modal: the shopper keeps working on the
 * canvas with the sheet open.
 */
export function MobileSheet({ sections, notes = {}, badges = {}, open, onOpen, summary, stageId }: MobileSheetProps) {
  const t = useTranslations("Editor.mobile");
  const sheetId = useId();
  const headingId = useId();
  // With the sheet open the canvas's room shrinks to what is left above it (shell.module.css); scrolled to
  // the top, the whole canvas is in view while the shopper picks a colour.
  const opened = open !== null;
  const shown = SHEET_SECTIONS.filter((section) => section in sections);
  useEffect(() => {
    if (!opened || !stageId) return;
    window.document.getElementById(stageId)?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [opened, stageId]);
  // Escape puts it away, as it closes any panel that pops up over the page (a keyboard on a tablet).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) onOpen(null);
  };

  return (
    <div className={styles.sheetFoot} data-testid="mobile-foot">
      {open ? (
        <section id={sheetId} className={styles.sheet} aria-labelledby={headingId} data-testid="mobile-sheet" data-section={open} onKeyDown={closeOnEscape}>
          <header className={styles.sheetHeader}>
            <h2 id={headingId} className={styles.panelTitle}>
              {t(open)}
            </h2>
            <button type="button" className={styles.sheetClose} onClick={() => onOpen(null)}>
              {t("close")}
            </button>
          </header>
          <div className={styles.sheetBody}>{sections[open]}</div>
        </section>
      ) : null}
      {summary}
      {/* No section, no bar (a pattern's one tile in preview): the order in short alone. */}
      {shown.length > 0 ? (
        <nav className={styles.sheetBar} aria-label={t("tools")} data-testid="mobile-sheet-bar" onKeyDown={closeOnEscape}>
          {shown.map((section) => (
            <button
              key={section}
              type="button"
              className={styles.sheetButton}
              aria-expanded={open === section}
              aria-controls={open === section ? sheetId : undefined}
              onClick={() => onOpen(open === section ? null : section)}
            >
              <Icon name={SECTION_ICONS[section]} />
              {/* A short label under the icon; the sheet's heading gives the section's full name. */}
              <span className={styles.sheetLabel} title={t(section)}>
                {t(`bar.${section}`)}
              </span>
              {/* A space, so the button's name reads "Sides Front", not "SidesFront". */}
              {notes[section] ? (
                <>
                  {" "}
                  <small className={styles.sheetNote}>{notes[section]}</small>
                </>
              ) : null}
              {badges[section] ? (
                <>
                  <span className={styles.sheetBadge} aria-hidden="true" data-testid={`sheet-badge-${section}`}>
                    {badges[section].count}
                  </span>
                  <span className={shared.visuallyHidden}>, {badges[section].label}</span>
                </>
              ) : null}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
