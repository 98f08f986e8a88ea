"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { FormMessage } from "@/components/ui/FormMessage";
import shared from "@/components/ui/shared.module.css";
import { isRefusal } from "@/lib/api/answers";
import { interfaceLocaleOf, type Locale } from "@/lib/i18n/locales";
import styles from "./forms.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter sign-up: an address and the two consents (the newsletter one is
 * what signing up means; marketing is a choice), sent to POST v1/newsletter_signups.
 * The "website" field is a trap for bots, hidden from people.
 */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const t = useTranslations("Newsletter");
  const api = useApi();
  const id = useId();
  // The sign-up is sent with the visitor's token, which the session creates on the first visit.
  const ready = useSession().status !== "loading";
  const [email, setEmail] = useState("");
  const [newsletter, setNewsletter] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<"email" | "consent" | "rateLimited" | "failed" | null>(null);
  const [state, setState] = useState<"editing" | "sending" | "done" | "confirmByMail">("editing");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !EMAIL.test(email.trim()) ? "email" : !newsletter ? "consent" : null;
    setError(problem);
    if (problem) return;
    setState("sending");
    try {
      const answer = await api.post("/v1/newsletter_signups", { email: email.trim(), newsletter: true, marketing, website, locale: interfaceLocaleOf(locale) }, { auth: true });
      // Any address but the signed-in shopper's own confirmed one joins only after its confirmation link is opened.
      setState(answer?.pending === false ? "done" : "confirmByMail");
    } catch (cause) {
      setState("editing");
      setError(isRefusal(cause, 429) ? "rateLimited" : "failed");
    }
  }

  if (state === "done" || state === "confirmByMail") return <FormMessage notice={t(state)} />;
  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("heading")}</h2>
      <p>{t("text")}</p>
      <div className={styles.inline}>
        <label htmlFor={`${id}-email`} className={shared.visuallyHidden}>
          {t("email")}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t("email")}
          value={email}
          aria-invalid={error === "email" ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={!ready || state === "sending"}>
          {state === "sending" ? t("sending") : t("submit")}
        </Button>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="newsletter" checked={newsletter} aria-invalid={error === "consent" ? true : undefined} onChange={(event) => setNewsletter(event.target.checked)} />
        <span>{t("newsletterConsent")}</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="marketing" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
        <span>{t("marketingConsent")}</span>
      </label>
      <div className={shared.visuallyHidden} aria-hidden="true">
        <input name="website" tabIndex={-1} autoComplete="off" aria-label="website" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <FormMessage error={error ? t(`errors.${error}`) : null} />
    </form>
  );
}
