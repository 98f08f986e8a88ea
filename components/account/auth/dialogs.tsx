"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import type { Session } from "@/lib/session/types";
import styles from "../account.module.css";
import { ASKED_CONSENTS, ConsentsForm } from "../ConsentsForm";
import { useErrorText } from "../errors";
import { FormMessage } from "../fields";
import { ForgottenPasswordForm } from "./ForgottenPasswordForm";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { SetPasswordForm } from "./SetPasswordForm";

/**
 * The account dialogs of spec section 2 'Modals': login, forgotten password, link
 * sent, GDPR consents, register, check confirmation e-mail, set password, password
 * changed and logout. Each flow is one dialog whose content follows the steps.
 */

interface FlowProps {
  onClose(): void;
  /** The flow reached its end (signed in, registered, password set). */
  onDone(): void;
}

function useCloseLabel(): string {
  return useTranslations("Modal")("close");
}

export function LinkSentDialog({ email, onClose }: { email: string; onClose(): void }) {
  const t = useTranslations("Account.linkSent");
  return (
    <Modal open onClose={onClose} title={t("title")} closeLabel={useCloseLabel()}>
      <div className={styles.form}>
        <p role="status">{t("body", { email })}</p>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t("close")}</Button>
        </div>
      </div>
    </Modal>
  );
}

type SignInStep = { step: "login" } | { step: "forgotten"; email: string } | { step: "linkSent"; email: string } | { step: "consents"; email: string; needed: string[] };

/** Sign in; then, if the address has not answered the global consents yet, ask for them. */
export function SignInDialog({ onClose, onDone }: FlowProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const closeLabel = useCloseLabel();
  const [state, setState] = useState<SignInStep>({ step: "login" });

  async function signedIn(session: Session) {
    const email = session.user.email ?? "";
    const answer = await api.get<{ needed: string[] }>("v1/emails/global_consents_needed", { params: { email } }).catch(() => null);
    const needed = answer?.needed ?? [];
    if (needed.length > 0) setState({ step: "consents", email, needed });
    else onDone();
  }

  switch (state.step) {
    case "login":
      return (
        <Modal open onClose={onClose} title={t("login.title")} closeLabel={closeLabel}>
          <LoginForm onSignedIn={signedIn} onForgotten={(email) => setState({ step: "forgotten", email })} />
        </Modal>
      );
    case "forgotten":
      return (
        <Modal open onClose={onClose} title={t("forgotten.title")} closeLabel={closeLabel}>
          <ForgottenPasswordForm initialEmail={state.email} onSent={(email) => setState({ step: "linkSent", email })} onBack={() => setState({ step: "login" })} />
        </Modal>
      );
    case "linkSent":
      return <LinkSentDialog email={state.email} onClose={() => setState({ step: "login" })} />;
    case "consents":
      return (
        <Modal open onClose={onDone} title={t("consents.title")} closeLabel={closeLabel}>
          <ConsentsForm email={state.email} source="sign_in" types={ASKED_CONSENTS.filter((type) => state.needed.includes(type))} onSaved={onDone} />
        </Modal>
      );
  }
}

/** Register; then say where the confirmation link went. */
export function RegisterDialog({ onClose, onDone }: FlowProps) {
  const t = useTranslations("Account");
  const closeLabel = useCloseLabel();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail === null) {
    return (
      <Modal open onClose={onClose} title={t("register.title")} closeLabel={closeLabel}>
        <RegisterForm onRegistered={(session) => setRegisteredEmail(session.user.email ?? "")} />
      </Modal>
    );
  }
  return (
    <Modal open onClose={onDone} title={t("checkEmail.title")} closeLabel={closeLabel}>
      <div className={styles.form}>
        <p role="status">{t("checkEmail.body", { email: registeredEmail })}</p>
        <div className={styles.actions}>
          <Button onClick={onDone}>{t("checkEmail.continue")}</Button>
        </div>
      </div>
    </Modal>
  );
}

/** A new password from the mailed link; then confirm it changed (the shopper is signed in by it). */
export function SetPasswordDialog({ resetToken, onClose, onDone }: FlowProps & { resetToken: string }) {
  const t = useTranslations("Account");
  const closeLabel = useCloseLabel();
  const [changed, setChanged] = useState(false);

  if (!changed) {
    return (
      <Modal open onClose={onClose} title={t("setPassword.title")} closeLabel={closeLabel}>
        <SetPasswordForm resetToken={resetToken} onChanged={() => setChanged(true)} />
      </Modal>
    );
  }
  return (
    <Modal open onClose={onDone} title={t("passwordChanged.title")} closeLabel={closeLabel}>
      <div className={styles.form}>
        <p role="status">{t("passwordChanged.body")}</p>
        <div className={styles.actions}>
          <Button onClick={onDone}>{t("passwordChanged.continue")}</Button>
        </div>
      </div>
    </Modal>
  );
}

/** Asks before signing out; a failure leaves the shopper signed in and says so. */
export function LogoutDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const t = useTranslations("Account");
  const { signOut } = useSession();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await signOut();
      onSignedOut();
    } catch (failure) {
      setError(errorText(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t("logout.title")} closeLabel={useCloseLabel()}>
      <div className={styles.form}>
        <p>{t("logout.question")}</p>
        <FormMessage error={error} />
        <div className={styles.actions}>
          <Button onClick={confirm} disabled={busy}>
            {t("logout.confirm")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("logout.cancel")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
