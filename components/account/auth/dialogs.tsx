"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Modal } from "@/components/ui/Modal";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import shared from "@/components/ui/shared.module.css";
import type { Session } from "@/lib/session/types";
import { ASKED_CONSENTS, ConsentsForm } from "../ConsentsForm";
import { useErrorText } from "@/components/ui/form/refusals";
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
  /** The flow reached its end (signed in, registration mailed, password set). */
  onDone(): void;
}

function useCloseLabel(): string {
  return useTranslations("Modal")("close");
}

/** A dialog that tells the shopper how a step went, with one button to go on. */
function NoticeDialog({ title, body, button, onClose }: { title: string; body: string; button: string; onClose(): void }) {
  return (
    <Modal open onClose={onClose} title={title} closeLabel={useCloseLabel()}>
      <div className={shared.form}>
        <p role="status">{body}</p>
        <div className={shared.actions}>
          <Button onClick={onClose}>{button}</Button>
        </div>
      </div>
    </Modal>
  );
}

export function LinkSentDialog({ email, onClose }: { email: string; onClose(): void }) {
  const t = useTranslations("Account.linkSent");
  return <NoticeDialog title={t("title")} body={t("body", { email })} button={t("close")} onClose={onClose} />;
}

type SignInStep =
  { step: "login" } | { step: "forgotten"; email: string } | { step: "linkSent"; email: string } | { step: "consents"; email: string; needed: string[] };

/** Sign in; then, if the address has not answered the global consents yet, ask for them. */
export function SignInDialog({ onClose, onDone }: FlowProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const closeLabel = useCloseLabel();
  const [state, setState] = useState<SignInStep>({ step: "login" });

  async function signedIn(session: Session) {
    const email = session.user.email ?? "";
    const answer = await api.get("/v1/emails/global_consents_needed", { params: { email } }).catch(() => null);
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
          <ForgottenPasswordForm
            initialEmail={state.email}
            onSent={(email) => setState({ step: "linkSent", email })}
            onBack={() => setState({ step: "login" })}
          />
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

/** Spec 'check confirmation email': the mail is on its way; its link confirms the address and signs in. */
export function CheckConfirmationEmailDialog({ email, onClose }: { email: string; onClose(): void }) {
  const t = useTranslations("Account.checkEmail");
  return <NoticeDialog title={t("title")} body={t("body", { email })} button={t("continue")} onClose={onClose} />;
}

/** Register; then say where the mail went. The visitor is not signed in until its link is opened. */
export function RegisterDialog({ onClose, onDone }: FlowProps) {
  const t = useTranslations("Account");
  const closeLabel = useCloseLabel();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail === null) {
    return (
      <Modal open onClose={onClose} title={t("register.title")} closeLabel={closeLabel}>
        <RegisterForm onRegistered={setRegisteredEmail} />
      </Modal>
    );
  }
  return <CheckConfirmationEmailDialog email={registeredEmail} onClose={onDone} />;
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
  return <NoticeDialog title={t("passwordChanged.title")} body={t("passwordChanged.body")} button={t("passwordChanged.continue")} onClose={onDone} />;
}

/** Asks before signing out; a failure leaves the shopper signed in and says so. */
export function LogoutDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const t = useTranslations("Account.logout");
  const { signOut } = useSession();
  const errorText = useErrorText();
  return (
    <ConfirmDialog
      title={t("title")}
      question={t("question")}
      confirmLabel={t("confirm")}
      cancelLabel={t("cancel")}
      action={async () => {
        await signOut();
        onSignedOut();
      }}
      errorText={(failure) => errorText(failure).message}
      onClose={onClose}
    />
  );
}
