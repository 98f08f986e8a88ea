"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Loader } from "@/components/ui/Loader";
import { Modal } from "@/components/ui/Modal";
import { ApiError } from "@/lib/api/errors";
import type { ShareLink } from "./design-api";
import styles from "./shell.module.css";

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves what is on screen and makes a new link; with an address, mails it there too. */
  share: (mail?: { email: string; locale: string; message?: string }) => Promise<ShareLink>;
}

type LinkState = { status: "loading" } | { status: "ready"; link: ShareLink } | { status: "failed"; rateLimited: boolean };
type MailState = { status: "idle" } | { status: "sending" } | { status: "sent"; email: string } | { status: "failed"; rateLimited: boolean };

const rateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * The share box design form: a read-only link to copy, its QR code, and the link
 * sent by e-mail. Each share makes a new link, so an old one stops working.
 */
export function ShareDialog({ open, onClose, share }: ShareDialogProps) {
  const t = useTranslations("Editor.share");
  const close = useTranslations("Modal")("close");
  const locale = useLocale();
  const ids = { link: useId(), email: useId(), message: useId() };
  const [link, setLink] = useState<LinkState>({ status: "loading" });
  const [mail, setMail] = useState<MailState>({ status: "idle" });
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const asked = useRef(false);

  useEffect(() => {
    if (!open) {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    setLink({ status: "loading" });
    setMail({ status: "idle" });
    setCopied(false);
    share().then(
      (made) => setLink({ status: "ready", link: made }),
      (error: unknown) => setLink({ status: "failed", rateLimited: rateLimited(error) }),
    );
  }, [open, share]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a denied permission): the field is selected for copying by hand.
      document.getElementById(ids.link)?.focus();
      (document.getElementById(ids.link) as HTMLInputElement | null)?.select();
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMail({ status: "sending" });
    try {
      const made = await share({ email: email.trim(), locale, ...(message.trim() ? { message: message.trim() } : {}) });
      setLink({ status: "ready", link: made });
      setMail({ status: "sent", email: email.trim() });
      setCopied(false);
    } catch (error) {
      setMail({ status: "failed", rateLimited: rateLimited(error) });
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t("title")} closeLabel={close}>
      <p>{t("intro")}</p>
      {link.status === "loading" ? <Loader kind="circular" color="blue" label={t("creating")} /> : null}
      {link.status === "failed" ? (
        <p role="alert" className={styles.error}>
          {link.rateLimited ? t("rateLimited") : t("failed")}
        </p>
      ) : null}
      {link.status === "ready" ? (
        <div className={styles.shareLink}>
          <label htmlFor={ids.link}>{t("link")}</label>
          <div className={styles.inline}>
            <input id={ids.link} type="url" readOnly value={link.link.url} onFocus={(event) => event.currentTarget.select()} />
            <Button size="small" onClick={() => void copy(link.link.url)}>
              {t("copy")}
            </Button>
          </div>
          <p role="status" className={styles.hint}>
            {copied ? t("copied") : ""}
          </p>
          {/* An <img> shows the server's SVG without running anything inside it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.link.qr_svg)}`} alt={t("qr")} width={160} height={160} />
        </div>
      ) : null}
      <form className={styles.shareMail} onSubmit={(event) => void send(event)}>
        <h3>{t("byEmail")}</h3>
        <div className={styles.field}>
          <label htmlFor={ids.email}>{t("email")}</label>
          <input id={ids.email} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.message}>{t("message")}</label>
          <textarea id={ids.message} rows={2} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        <Button type="submit" disabled={mail.status === "sending"}>
          {t("send")}
        </Button>
        <p role="status" className={styles.hint}>
          {mail.status === "sent" ? t("sent", { email: mail.email }) : ""}
        </p>
        {mail.status === "failed" ? (
          <p role="alert" className={styles.error}>
            {mail.rateLimited ? t("rateLimited") : t("sendFailed")}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
