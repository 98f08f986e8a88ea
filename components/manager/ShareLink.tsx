"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import styles from "./manager.module.css";

type CopyState = "idle" | "copied" | "byHand";

/**
 * A sent offer's link to pass on by hand (a chat, a phone call) and its QR code
 * for print. The server's SVG is shown through an <img>, so nothing in it runs.
 */
export function ShareLink({ url, qrSvg }: { url: string; qrSvg: string }) {
  const t = useTranslations("Manager.share");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<CopyState>("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      // No clipboard (an insecure page, a denied permission): the link is selected for copying by hand.
      field.current?.focus();
      field.current?.select();
      setCopied("byHand");
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("title")}</h2>
      <div className={styles.share}>
        <div className={styles.shareLink}>
          <div className={forms.field}>
            <label htmlFor={id}>{t("link")}</label>
            <div className={forms.inline}>
              <input ref={field} id={id} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
              <Button size="small" onClick={() => void copy()}>
                {t("copy")}
              </Button>
            </div>
          </div>
          <p role="status" className={styles.status}>
            {copied === "copied" ? t("copied") : copied === "byHand" ? t("copyByHand") : ""}
          </p>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
        <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t("qr")} width={160} height={160} />
      </div>
    </section>
  );
}
