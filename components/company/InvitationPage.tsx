"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import styles from "@/components/plus/plus.module.css";
import { Button } from "@/components/ui/Button";
import { FormMessage, TextField } from "@/components/ui/fields";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { adoptSession } from "@/lib/session/session";
import { acceptInvitation, previewInvitation, type InvitationPreview } from "./api";
import { COMPANY_PATHS } from "./paths";
import { useQueryParam } from "./useQueryParam";
import { errorWord } from "./words";

/**
 * /boxwright-plus/company/invitation?token=...: what the mailed invitation is for,
 * and accepting it: signed in with the invited address, by signing in first, or by
 * choosing a password for a new account.
 */
export function InvitationPage() {
  const t = useTranslations("Company.invitation");
  const errors = useTranslations("Company.errors");
  const api = useApi();
  const param = useQueryParam("token");
  const token = param ?? "";
  const preview = useQuery({ queryKey: ["company-invitation", token], queryFn: () => previewInvitation(api, token), retry: false, enabled: token !== "" });
  return (
    <div className={shared.page}>
      <h1>{t("title")}</h1>
      {param === undefined ? <Loader label={t("checking")} /> : null}
      {param === null || param === "" ? <FormMessage error={errors("invalid_invitation")} /> : null}
      {preview.isLoading ? <Loader label={t("checking")} /> : null}
      {preview.isError ? <FormMessage error={errors(errorWord(preview.error))} /> : null}
      {preview.data ? <Acceptance token={token} invitation={preview.data} /> : null}
    </div>
  );
}

function Acceptance({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useTranslations("Company");
  const api = useApi();
  const path = useRegionPath();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user, status, refresh } = useSession();
  const [values, setValues] = useState({ first_name: "", last_name: "", password: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedInAsInvited = status === "signed-in" && user?.email?.toLowerCase() === invitation.email;
  const here = `${COMPANY_PATHS.invitation}?token=${encodeURIComponent(token)}`;

  async function accept(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const accepted = await acceptInvitation(
        api,
        signedInAsInvited
          ? { token }
          : { token, password: values.password, first_name: values.first_name.trim() || null, last_name: values.last_name.trim() || null },
      );
      if (accepted.session) {
        adoptSession(accepted.session);
        await refresh();
      }
      await queryClient.invalidateQueries({ queryKey: ["company"] });
      router.push(path(COMPANY_PATHS.company));
    } catch (failure) {
      setError(t(`errors.${errorWord(failure)}`));
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="invitation">
      <h2 id="invitation">{t("invitation.to", { company: invitation.company_name })}</h2>
      <p className={styles.facts}>{t("invitation.as", { email: invitation.email, role: t(`roles.${invitation.role}`) })}</p>
      <FormMessage error={error} />
      {status === "loading" ? <Loader label={t("invitation.checking")} /> : null}
      {signedInAsInvited ? (
        <div className={`${shared.actions} ${styles.actions}`}>
          <Button onClick={() => void accept()} disabled={busy} aria-busy={busy || undefined}>
            {t("invitation.join")}
          </Button>
        </div>
      ) : null}
      {!signedInAsInvited && status !== "loading" && invitation.account_exists ? (
        <>
          <p>{t("invitation.signInFirst", { email: invitation.email })}</p>
          <Link href={`${path("/sign_in")}?redirect=${encodeURIComponent(path(here))}`} variant="primary">
            {t("invitation.signIn")}
          </Link>
        </>
      ) : null}
      {!signedInAsInvited && status !== "loading" && !invitation.account_exists ? (
        <form className={styles.form} onSubmit={(event) => void accept(event)} aria-labelledby="invitation" noValidate>
          <p>{t("invitation.newAccount")}</p>
          <TextField
            label={t("fields.firstName")}
            name="first_name"
            autoComplete="given-name"
            maxLength={100}
            value={values.first_name}
            onChange={(event) => setValues({ ...values, first_name: event.target.value })}
          />
          <TextField
            label={t("fields.lastName")}
            name="last_name"
            autoComplete="family-name"
            maxLength={100}
            value={values.last_name}
            onChange={(event) => setValues({ ...values, last_name: event.target.value })}
          />
          <TextField
            label={t("fields.password")}
            hint={t("invitation.passwordHint")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <div className={`${shared.actions} ${styles.actions}`}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {t("invitation.create")}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
