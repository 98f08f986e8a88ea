"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { CopyLinkField } from "@/components/ui/CopyLinkField";
import { FormMessage } from "@/components/ui/FormMessage";
import { Loader } from "@/components/ui/Loader";
import { Modal } from "@/components/ui/Modal";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import { isRefusal } from "@/lib/api/answers";
import styles from "./share-dialog.module.css";

/** A new share link as POST box_designs/{id}/share answers it. */
export interface DesignShareLink {
  url: string;
  qr_svg: string;
}

/** The address a share link is also mailed to, with the mail's language and an optional note. */
export interface DesignShareMail {
  email: string;
  locale: string;
  message?: string;
}

export interface ShareDialogProps {
  /** Whether the dialog shows; each opening makes a new link. */
  open?: boolean;
  /**
   * Where the dialog's words come from: the editor speaks of "your design", the
   * saved designs page names the design and says that earlier links stop working.
   */
  words: "Editor.share" | "AccountBoxes.share";
  /** The design's name, for a title that names it. */
  name?: string;
  /** Makes a new link (the editor saves what is on screen first); with an address, mails it there too. */
  share: (mail?: DesignShareMail) => Promise<DesignShareLink>;
  onClose: () => void;
}

type LinkState = { status: "loading" } | { status: "ready"; link: DesignShareLink } | { status: "failed"; rateLimited: boolean };
type MailRefusal = "rateLimited" | "confirmationRequired" | "sendFailed";
type MailState = { status: "idle" } | { status: "sending" } | { status: "sent"; email: string } | { status: "failed"; refusal: MailRefusal };

const rateLimited = (error: unknown) => isRefusal(error, 429);

/** Why a mail was not sent: only confirmed accounts have the shop mail others (the link is still there to copy). */
function mailRefusal(error: unknown): MailRefusal {
  if (rateLimited(error)) return "rateLimited";
  if (isRefusal(error, 403, "confirmation_required")) return "confirmationRequired";
  return "sendFailed";
}

/**
 * The share box design form of the editor and the saved designs page: a
 * read-only link to copy, its QR code, and the link sent by e-mail. The server
 * keeps only a hash of a link, so it cannot be shown again: each opening makes a
 * new one, and earlier links stop working.
 */
export function ShareDialog({ open = true, ...props }: ShareDialogProps) {
  return open ? <OpenShareDialog {...props} /> : null;
}

function OpenShareDialog({ words, name = "", share, onClose }: Omit<ShareDialogProps, "open">) {
  const t = useTranslations(words);
  const close = useTranslations("Modal")("close");
  const locale = useLocale();
  const ids = { email: useId(), message: useId() };
  const [link, setLink] = useState<LinkState>({ status: "loading" });
  const [mail, setMail] = useState<MailState>({ status: "idle" });
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  // One link per opening, also when effects run twice in development.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    share().then(
      (made) => setLink({ status: "ready", link: made }),
      (error: unknown) => setLink({ status: "failed", rateLimited: rateLimited(error) }),
    );
  }, [share]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMail({ status: "sending" });
    const to = email.trim();
    try {
      const made = await share({ email: to, locale, ...(message.trim() ? { message: message.trim() } : {}) });
      setLink({ status: "ready", link: made });
      setMail({ status: "sent", email: to });
    } catch (error) {
      setMail({ status: "failed", refusal: mailRefusal(error) });
    }
  }

  return (
    <Modal open onClose={onClose} title={t("title", { name })} closeLabel={close}>
      <div className={shared.dialog}>
        <p>{t("intro")}</p>
        {link.status === "loading" ? <Loader kind="circular" color="blue" label={t("creating")} /> : null}
        {link.status === "failed" ? <FormMessage error={link.rateLimited ? t("rateLimited") : t("failed")} /> : null}
        {link.status === "ready" ? (
          <div className={styles.shareLink}>
            <CopyLinkField url={link.link.url} words={{ label: t("link"), copy: t("copy"), copied: t("copied"), copyByHand: t("copyByHand") }} />
            {/* An <img> shows the server's SVG without running anything inside it. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a static asset */}
            <img
              className={styles.qr}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.link.qr_svg)}`}
              alt={t("qr")}
              width={160}
              height={160}
            />
          </div>
        ) : null}
        <form className={styles.shareMail} onSubmit={(event) => void send(event)}>
          <h3>{t("byEmail")}</h3>
          <div className={forms.field}>
            <label htmlFor={ids.email}>{t("email")}</label>
            <input id={ids.email} type="email" required maxLength={254} autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <div className={forms.field}>
            <label htmlFor={ids.message}>{t("message")}</label>
            <textarea
              className={shared.textarea}
              id={ids.message}
              rows={2}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <div className={shared.actions}>
            <Button type="submit" disabled={mail.status === "sending"} aria-busy={mail.status === "sending" || undefined}>
              {t("send")}
            </Button>
          </div>
          <p role="status" className={forms.status}>
            {mail.status === "sent" ? t("sent", { email: mail.email }) : ""}
          </p>
          {mail.status === "failed" ? <FormMessage error={t(mail.refusal)} /> : null}
        </form>
      </div>
    </Modal>
  );
}
