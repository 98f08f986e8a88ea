"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import shared from "@/components/ui/shared.module.css";
import type { Session } from "@/lib/session/types";
import styles from "../account.module.css";
import { missingFields, useErrorText } from "../errors";
import { FormMessage, TextField } from "@/components/ui/fields";

interface LoginFormProps {
  onSignedIn(session: Session): void;
  onForgotten(email: string): void;
}

/** E-mail and password; a wrong pair and an unknown address get the same answer. */
export function LoginForm({ onSignedIn, onForgotten }: LoginFormProps) {
  const t = useTranslations("Account");
  const path = useRegionPath();
  const { signIn } = useSession();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"email" | "password", string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields({ email, password }, t("errors.required"));
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      onSignedIn(await signIn({ email: email.trim(), password }));
    } catch (failure) {
      setError(errorText(failure).message);
      setPassword("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("login.title")} noValidate>
      <FormMessage error={error} />
      <TextField
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={fieldErrors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t("fields.password")}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldErrors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy}>
          {t("login.submit")}
        </Button>
        <Button variant="text" onClick={() => onForgotten(email.trim())}>
          {t("login.forgotten")}
        </Button>
      </div>
      <p className={styles.aside}>
        {t("login.noAccount")} <Link href={path("/registration")}>{t("login.register")}</Link>
      </p>
    </form>
  );
}
