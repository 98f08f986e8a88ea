"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import { useApi, useHomePath, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import layout from "@/components/ui/layout.module.css";
import shared from "@/components/ui/shared.module.css";
import { safeRedirect } from "@/lib/session/redirect";
import type { AccountUser } from "@/lib/session/types";
import styles from "../account.module.css";
import { LogoutDialog, RegisterDialog, SetPasswordDialog, SignInDialog } from "../auth/dialogs";
import { FormMessage } from "@/components/ui/fields";

/**
 * The public auth pages. Each opens its dialog over a plain page, as the shop's
 * auth host does; closing a dialog returns to the shop.
 */

function useAfterAuth(): () => void {
  const router = useRouter();
  const path = useRegionPath();
  const target = safeRedirect(useSearchParams().get("redirect"), path("/account/settings"));
  return () => router.push(target);
}

function useBackToShop(): () => void {
  const router = useRouter();
  const home = useHomePath();
  return () => router.push(home);
}

function Backdrop({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`${shared.page} ${layout.page} ${styles.backdropPage}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function SignInPage() {
  const t = useTranslations("Account");
  const done = useAfterAuth();
  return (
    <Backdrop title={t("login.title")}>
      <SignInDialog onClose={useBackToShop()} onDone={done} />
    </Backdrop>
  );
}

export function RegistrationPage() {
  const t = useTranslations("Account");
  const path = useRegionPath();
  const { user, status } = useSession();
  const backToShop = useBackToShop();
  // Decided once on arrival, so that registering here keeps the dialog for its last step.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (arrivedSignedIn === null && status !== "loading") setArrivedSignedIn(status === "signed-in");

  if (arrivedSignedIn === null) {
    return (
      <Backdrop title={t("register.title")}>
        <Loader label={t("loading")} />
      </Backdrop>
    );
  }
  if (arrivedSignedIn) {
    return (
      <Backdrop title={t("register.title")}>
        <p>{t("register.alreadySignedIn", { email: user?.email ?? "" })}</p>
        <Link href={path("/account/settings")}>{t("passwordChanged.continue")}</Link>
      </Backdrop>
    );
  }
  return (
    <Backdrop title={t("register.title")}>
      {/* Registering signs nobody in (the mailed link does): after it, back to the shop. */}
      <RegisterDialog onClose={backToShop} onDone={backToShop} />
    </Backdrop>
  );
}

export function SignOutPage() {
  const t = useTranslations("Account");
  const home = useHomePath();
  const router = useRouter();
  const { status } = useSession();
  const [signedOut, setSignedOut] = useState(false);

  if (status === "loading")
    return (
      <Backdrop title={t("logout.title")}>
        <Loader label={t("loading")} />
      </Backdrop>
    );
  return (
    <Backdrop title={t("logout.title")}>
      {status === "signed-in" && !signedOut ? (
        <LogoutDialog onClose={() => router.back()} onSignedOut={() => setSignedOut(true)} />
      ) : (
        <>
          <p role="status">{t("logout.done")}</p>
          <Link href={home} variant="primary">
            {t("logout.home")}
          </Link>
        </>
      )}
    </Backdrop>
  );
}

/**
 * Confirmations started on this page, by token: the link is used once even when the
 * page renders (or runs its effects) twice. Not a query: signing in clears the query
 * cache, which would start the used link over again.
 */
const confirmations = new Map<string, Promise<AccountUser>>();

type Confirmation = { state: "pending" } | { state: "confirmed"; user: AccountUser } | { state: "failed" };

/** Opening the mailed link confirms the address and signs its owner in, with the visitor's cart moving along. */
export function ConfirmEmailPage() {
  const t = useTranslations("Account");
  const home = useHomePath();
  const { confirmEmail } = useSession();
  const token = useSearchParams().get("confirmation_token") ?? "";
  const [confirmation, setConfirmation] = useState<Confirmation>(token ? { state: "pending" } : { state: "failed" });
  useEffect(() => {
    if (!token) return;
    let running = confirmations.get(token);
    if (!running) {
      running = confirmEmail(token).then((session) => session.user);
      confirmations.set(token, running);
    }
    let current = true;
    running.then(
      (user) => current && setConfirmation({ state: "confirmed", user }),
      () => current && setConfirmation({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [token, confirmEmail]);

  return (
    <Backdrop title={t("confirmEmail.title")}>
      {confirmation.state === "pending" ? (
        <Loader label={t("confirmEmail.confirming")} />
      ) : confirmation.state === "confirmed" ? (
        <p role="status" className={shared.notice}>
          {t("confirmEmail.confirmed", { email: confirmation.user.email ?? "" })}
        </p>
      ) : (
        <FormMessage error={t("confirmEmail.failed")} />
      )}
      <p>
        <Link href={home} variant="primary">
          {t("confirmEmail.continue")}
        </Link>
      </p>
    </Backdrop>
  );
}

/**
 * Opens a link the shop mailed for one address (`?token=`) once, through `call`, and
 * tells the result in the shopper's language: the consent confirmation (double
 * opt-in) and the unsubscribe link. A query, not an effect: the token is used once
 * even if the page renders twice.
 */
function MailedLinkPage({
  words,
  queryKey,
  call,
}: {
  words: "confirmConsents" | "unsubscribe";
  queryKey: string;
  call: (token: string) => Promise<{ email: string }>;
}) {
  const t = useTranslations(`Account.${words}`);
  const home = useHomePath();
  const token = useSearchParams().get("token") ?? "";
  const answer = useQuery({ queryKey: [queryKey, token], queryFn: () => call(token), enabled: token !== "", retry: false, staleTime: Infinity });
  const done = words === "confirmConsents" ? "confirmed" : "done";
  const working = words === "confirmConsents" ? "confirming" : "working";
  return (
    <Backdrop title={t("title")}>
      {answer.isPending && token !== "" ? (
        <Loader label={t(working)} />
      ) : answer.data ? (
        <p role="status" className={shared.notice}>
          {t(done, { email: answer.data.email })}
        </p>
      ) : (
        <FormMessage error={t("failed")} />
      )}
      <p>
        <Link href={home} variant="primary">
          {t("continue")}
        </Link>
      </p>
    </Backdrop>
  );
}

/** The consent confirmation mail's link: the answers given for the address are recorded. */
export function ConfirmConsentsPage() {
  const api = useApi();
  return (
    <MailedLinkPage
      words="confirmConsents"
      queryKey="confirm-consents"
      call={async (token) => (await api.post("/v1/emails/confirm_consents", { token })) ?? { email: "" }}
    />
  );
}

/** A marketing mail's unsubscribe link: the address's marketing and newsletter consents are withdrawn, no sign-in needed. */
export function UnsubscribePage() {
  const api = useApi();
  return (
    <MailedLinkPage
      words="unsubscribe"
      queryKey="unsubscribe"
      call={async (token) => (await api.post("/v1/emails/unsubscribe", undefined, { params: { token } })) ?? { email: "" }}
    />
  );
}

export function SetPasswordPage() {
  const t = useTranslations("Account");
  const path = useRegionPath();
  const router = useRouter();
  const backToShop = useBackToShop();
  const token = useSearchParams().get("reset_password_token") ?? "";

  if (!token) {
    return (
      <Backdrop title={t("setPassword.title")}>
        <FormMessage error={t("setPassword.missingToken")} />
        <Link href={path("/sign_in")}>{t("setPassword.requestNew")}</Link>
      </Backdrop>
    );
  }
  return (
    <Backdrop title={t("setPassword.title")}>
      <SetPasswordDialog resetToken={token} onClose={backToShop} onDone={() => router.push(path("/account/settings"))} />
    </Backdrop>
  );
}
