"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { isRefusal } from "@/lib/api/answers";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";
import { useSmallScreen } from "./use-small-screen";

interface DesktopReminderProps {
  send: (reminder: { email: string; locale: string }) => Promise<void>;
}

/**
 * On a phone the editor is cramped: the shopper may leave an e-mail address and
 * get a link to carry on at a computer (remind on desktop), or carry on here.
 */
export function DesktopReminder({ send }: DesktopReminderProps) {
  const t = useTranslations("Editor.remind");
  const locale = useLocale();
  const small = useSmallScreen();
  const emailId = useId();
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed" | "confirmationRequired" | "dismissed">("idle");

  if (!small || state === "dismissed") return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("sending");
    try {
      await send({ email: email.trim(), locale });
      setState("sent");
    } catch (error) {
      // Reminders go only to the account's own confirmed address: others copy the page's address instead.
      setState(isRefusal(error, 403, "confirmation_required") ? "confirmationRequired" : "failed");
    }
  }

  return (
    <aside className={styles.reminder} aria-labelledby={headingId} data-testid="desktop-reminder">
      <h2 id={headingId}>{t("title")}</h2>
      {state === "sent" ? (
        <p role="status">{t("sent", { email: email.trim() })}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <p>{t("text")}</p>
          <label htmlFor={emailId}>{t("email")}</label>
          <div className={forms.inline}>
            <input id={emailId} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <Button type="submit" disabled={state === "sending"}>
              {t("send")}
            </Button>
          </div>
          {state === "failed" || state === "confirmationRequired" ? (
            <p role="alert" className={styles.error}>
              {t(state)}
            </p>
          ) : null}
        </form>
      )}
      <button type="button" className={shared.linkButton} onClick={() => setState("dismissed")}>
        {t("dismiss")}
      </button>
    </aside>
  );
}
