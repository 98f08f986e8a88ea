"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { CopyLinkField } from "@/components/ui/CopyLinkField";
import shared from "@/components/ui/shared.module.css";
import styles from "./manager.module.css";

/**
 * A sent offer's link to pass on by hand (a chat, a phone call) and its QR code
 * for print. The server's SVG is shown through an <img>, so nothing in it runs.
 */
export function ShareLink({ url, qrSvg }: { url: string; qrSvg: string }) {
  const t = useTranslations("Manager.share");
  const id = useId();
  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("title")}</h2>
      <div className={styles.share}>
        <div className={styles.shareLink}>
          <CopyLinkField url={url} words={{ label: t("link"), copy: t("copy"), copied: t("copied"), copyByHand: t("copyByHand") }} />
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
        <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t("qr")} width={160} height={160} />
      </div>
    </section>
  );
}
