"use client";

import { useTranslations } from "next-intl";
import { useCallback, useId, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { DesignDocument } from "@/lib/design";
import { buildNet, printableSides, type SideId } from "@/lib/dielines";
import type { EditorStore } from "@/editor/state";
import { sideSize } from "./elements";
import { SideThumbnail } from "./SideThumbnail";
import { templateDesign, templatesFor, type TemplateId } from "./templates";
import styles from "./shell.module.css";
import shapeStyles from "./shapes.module.css";

/** Whether anything is on the design yet: a template over an empty one needs no question. */
function hasArtwork(document: DesignDocument): boolean {
  return Object.values(document.sides).some((side) => side && (side.background !== null || side.elements.length > 0));
}

/**
 * The example designs as a starting point for the box on screen: each drawn for
 * this design's own model and size, with its words in the shopper's language.
 * Those made for this kind of product come first, the others behind "show all"
 * (ADR 0047). Applying one is a single step the shopper can undo; over work
 * already done it asks first.
 */
export function TemplatesPanel({ store, document }: { store: EditorStore; document: DesignDocument }) {
  const t = useTranslations("Editor.templatesPanel");
  const words = useTranslations("Editor.templates");
  const tMore = useTranslations("Editor.shapes");
  const headingId = useId();
  const [asking, setAsking] = useState<TemplateId | null>(null);
  const [showAll, setShowAll] = useState(false);
  const moreId = useId();
  const { fitting, more } = templatesFor(document.model);

  const textsOf = useCallback((id: TemplateId) => ({ headline: words(`${id}.headline`), tagline: words(`${id}.tagline`), mark: words(`${id}.mark`) }), [words]);
  const drawn = (id: TemplateId): DesignDocument => {
    const example = templateDesign(id, document.model, document.inside, textsOf(id));
    // The shopper's own colours stay theirs.
    return document.palette ? { ...example, palette: document.palette } : example;
  };
  // Each template's thumbnail is its own design on this product's face: the front, or the lid where that is the
  // larger face (a mailer box shows its lid first); a product with neither shows its first printed side.
  const net = useMemo(() => buildNet(document.model, document.inside), [document.model, document.inside]);
  const face: SideId = useMemo(() => {
    const sides = printableSides(net);
    const area = (side: SideId) => {
      const { width, height } = sideSize(net, side);
      return width * height;
    };
    if (sides.includes("front") && sides.includes("top")) return area("top") > area("front") ? "top" : "front";
    return sides.includes("front") ? "front" : sides[0]!;
  }, [net]);
  const size = useMemo(() => sideSize(net, face), [net, face]);
  // Drawn once per product, size and language, and the hidden ones only once shown.
  const thumbnails = useMemo(() => {
    const ids = showAll ? [...fitting, ...more] : fitting;
    return new Map(ids.map((id) => [id, templateDesign(id, document.model, document.inside, textsOf(id)).sides[face]]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fitting and more follow the model
  }, [document.model, document.inside, face, showAll, textsOf]);

  const apply = (id: TemplateId) => store.dispatch({ type: "replaceDocument", document: drawn(id) });

  const button = (id: TemplateId) => {
    const side = thumbnails.get(id);
    return (
      <li key={id}>
        <button
          type="button"
          className={styles.templateButton}
          onClick={() => (hasArtwork(store.getState().document) ? setAsking(id) : apply(id))}
          aria-label={t("use", { name: words(`${id}.headline`) })}
        >
          <span className={styles.templateSwatch} aria-hidden="true">
            {side ? <SideThumbnail side={side} size={size} className={styles.templateThumbnail} /> : null}
          </span>
          <span>{words(`${id}.headline`)}</span>
        </button>
      </li>
    );
  };

  return (
    <section className={styles.templates} aria-labelledby={headingId} data-testid="templates-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      <ul className={styles.templateList}>{fitting.map(button)}</ul>
      {more.length > 0 ? (
        <>
          <button type="button" className={shapeStyles.more} aria-expanded={showAll} aria-controls={moreId} onClick={() => setShowAll((shown) => !shown)}>
            {showAll ? tMore("fewerTemplates") : tMore("moreTemplates")}
          </button>
          <ul id={moreId} className={styles.templateList} hidden={!showAll} data-testid="more-templates">
            {showAll ? more.map(button) : null}
          </ul>
        </>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t("confirmTitle")}
          question={t("confirmText")}
          confirmLabel={t("confirm")}
          cancelLabel={t("cancel")}
          action={async () => {
            apply(asking);
            setAsking(null);
          }}
          errorText={() => t("confirmText")}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
