"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useRegionId } from "@/components/providers/region";
import { Button } from "@/components/ui/Button";
import { dielineAddress, downloadProof } from "./downloads";
import { useKindWords } from "./product-words";
import styles from "./shell.module.css";

interface DownloadsPanelProps {
  sku: string;
  /** The owner's saved design: its print proof can be downloaded. Null for examples and shared designs. */
  designId: number | null;
  /** Saves what waits first, so the proof is the design on screen. */
  saveFirst?: () => Promise<unknown>;
  /** Where the shop API lives, when a test runs it elsewhere. */
  baseUrl?: string;
}

/** The box's dieline for one's own tools, and the print proof: the file the printer gets, made from the same net. */
export function DownloadsPanel({ sku, designId, saveFirst, baseUrl }: DownloadsPanelProps) {
  const t = useTranslations("Editor.downloads");
  const say = useKindWords();
  const region = useRegionId();
  const locale = useLocale();
  const headingId = useId();
  const [proof, setProof] = useState<"idle" | "busy" | "failed">("idle");
  const dieline = (format: "pdf" | "svg") => dielineAddress({ sku, format, region, locale, baseUrl });

  async function downloadTheProof(id: number) {
    setProof("busy");
    try {
      await saveFirst?.();
      await downloadProof({ designId: id, region, locale, baseUrl });
      setProof("idle");
    } catch {
      setProof("failed");
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="downloads-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      <p className={styles.hint}>
        {say("dieline")}{" "}
        <a href={dieline("pdf")} download aria-label={say("dielinePdf")}>
          PDF
        </a>{" "}
        ·{" "}
        <a href={dieline("svg")} download aria-label={say("dielineSvg")}>
          SVG
        </a>
      </p>
      {designId !== null ? (
        <>
          <Button size="small" variant="secondary" onClick={() => void downloadTheProof(designId)} disabled={proof === "busy"}>
            {proof === "busy" ? t("proofBusy") : t("proof")}
          </Button>
          <p className={styles.hint}>{say("proofHint")}</p>
          {proof === "failed" ? (
            <p role="alert" className={styles.error}>
              {t("proofFailed")}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
