"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ZOOM_MAX, ZOOM_MIN } from "./viewport";
import styles from "./design-canvas.module.css";

interface ZoomControlsProps {
  /** 1 is the fitted view. */
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}

export function ZoomControls({ zoom, onZoomIn, onZoomOut, onFit }: ZoomControlsProps) {
  const t = useTranslations("EditorCanvas");
  return (
    <div role="toolbar" aria-label={t("zoomControls")} className={styles.zoom}>
      <Button size="small" variant="secondary" onClick={onZoomOut} disabled={zoom <= ZOOM_MIN + 1e-9} aria-label={t("zoomOut")} title={t("zoomOut")}>
        −
      </Button>
      <output className={styles.level} aria-live="polite">
        {t("zoomLevel", { zoom })}
      </output>
      <Button size="small" variant="secondary" onClick={onZoomIn} disabled={zoom >= ZOOM_MAX - 1e-9} aria-label={t("zoomIn")} title={t("zoomIn")}>
        +
      </Button>
      <Button size="small" variant="text" onClick={onFit}>
        {t("zoomToFit")}
      </Button>
    </div>
  );
}
