"use client";

import { useTranslations } from "next-intl";
import { HelpLink } from "@/components/content/HelpLink";
import { memo, useId, useMemo } from "react";
import type { DesignElement, SideId } from "@/lib/design";
import { MIN_PRINT_DPI, type DesignWarning, type EditorStore } from "@/editor/state";
import styles from "./shell.module.css";
import arrange from "./arrange.module.css";
import { Icon } from "./icons";
import { layerName } from "./LayersPanel";
import { useKindWords } from "./product-words";

const NO_SIDES: readonly { side: SideId; count: number }[] = [];
const sideIdAsName = (side: SideId) => side;

interface CheckPanelProps {
  store: EditorStore;
  /** The side's elements, to name the ones warned about. */
  elements: readonly DesignElement[];
  warnings: readonly DesignWarning[];
  /** The most colours the line's print mode prints, when it is limited. */
  colourLimit: number | null;
  /** The other sides with something to check, and how many. */
  elsewhere?: readonly { side: SideId; count: number }[];
  sideName?: (side: SideId) => string;
}

/**
 * The print check of the side on screen (ADR 0041): each thing that would not
 * print as it looks, in the shopper's words; pressing one selects its element,
 * which the canvas also outlines. Memoized, and each row on its warning and
 * element: a press that only changes the selection renders nothing here, and
 * a drop renders again only the rows of the element it moved (the check keeps
 * an unchanged warning's object, the store an unchanged element's).
 */
export const CheckPanel = memo(function CheckPanel({ store, elements, warnings, colourLimit, elsewhere = NO_SIDES, sideName = sideIdAsName }: CheckPanelProps) {
  const t = useTranslations("Editor.warnings");
  const say = useKindWords();
  const headingId = useId();
  const byId = useMemo(() => new Map(elements.map((element) => [element.id, element])), [elements]);

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="check-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      {warnings.length === 0 ? (
        <p className={styles.hint}>{say("checkNone")}</p>
      ) : (
        <>
          <p className={styles.hint}>{t("count", { count: warnings.length })}</p>
          <ul className={arrange.warnings}>
            {warnings.map((warning, index) => (
              <WarningRow
                key={`${warning.kind}-${warning.elementId ?? "side"}-${index}`}
                store={store}
                warning={warning}
                element={warning.elementId === null ? undefined : byId.get(warning.elementId)}
                colourLimit={colourLimit}
              />
            ))}
          </ul>
          {warnings.some((w) => w.kind === "safeZone" || w.kind === "cut" || w.kind === "fold") ? (
            <HelpLink slug="bleed-and-safe-zone" className={styles.hint} />
          ) : null}
        </>
      )}
      {elsewhere.length > 0 ? (
        <div className={arrange.row} role="group" aria-label={t("otherSides")}>
          <p className={arrange.label}>{t("otherSides")}</p>
          {elsewhere.map(({ side, count }) => (
            <button key={side} type="button" className={arrange.iconButton} onClick={() => store.dispatch({ type: "setSide", side })}>
              {t("otherSide", { side: sideName(side), count })}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
});

interface WarningRowProps {
  store: EditorStore;
  warning: DesignWarning;
  element: DesignElement | undefined;
  colourLimit: number | null;
}

/** One warning in the shopper's words; pressing it selects its element. */
const WarningRow = memo(function WarningRow({ store, warning, element, colourLimit }: WarningRowProps) {
  const t = useTranslations("Editor.warnings");
  const tLayers = useTranslations("Editor.layers");
  const say = useKindWords();

  const message = (): string => {
    switch (warning.kind) {
      case "lowResolution":
        return t("lowResolution", { dpi: warning.dpi ?? 0, min: MIN_PRINT_DPI });
      case "tooManyColours":
        if (warning.elementId === null) return t("sideColours", { count: warning.colours ?? 0, max: colourLimit ?? 0 });
        return warning.moreThan
          ? t("tooManyColoursMoreThan", { count: warning.colours ?? 0, max: colourLimit ?? 0 })
          : t("tooManyColours", { count: warning.colours ?? 0, max: colourLimit ?? 0 });
      case "fold":
        return say("checkFold");
      default:
        return t(warning.kind);
    }
  };

  const content = (
    <>
      <Icon name="warning" />
      <span>
        {element ? <span className={arrange.warningName}>{layerName(element, tLayers)}</span> : null}
        {message()}
      </span>
    </>
  );
  return (
    <li data-kind={warning.kind}>
      {element ? (
        <button type="button" className={arrange.warning} onClick={() => store.dispatch({ type: "select", ids: [element.id] })}>
          {content}
        </button>
      ) : (
        <p className={arrange.warning}>{content}</p>
      )}
    </li>
  );
});
