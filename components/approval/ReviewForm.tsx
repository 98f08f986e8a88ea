"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import forms from "@/components/ui/forms.module.css";
import { FormMessage } from "@/components/ui/fields";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import shared from "@/components/ui/shared.module.css";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import type { FilesetReview } from "@/lib/b2b/states";
import { APPROVAL_CODE_PARAM, blamedField, isNotPending, isNotYours, MIN_REASON_LENGTH, reviewFileset, type Fileset } from "./api";
import styles from "./approval.module.css";

interface ReviewFormProps {
  fileset: Fileset;
  onAnswered(fileset: Fileset): void;
  /** The fileset was no longer pending when the answer arrived. */
  onAlreadyAnswered(): void;
}

type FieldErrors = { reason?: string };

/**
 * The buyer's answer: approve the files for production, or ask for changes
 * saying what to change. Who answers is who the shop can verify (ADR 0032): the
 * recipient of the approval mail by the code its link carries, or the signed-in
 * buyer; a visitor with neither is asked to sign in.
 */
export function ReviewForm({ fileset, onAnswered, onAlreadyAnswered }: ReviewFormProps) {
  const t = useTranslations("Approval");
  const api = useApi();
  const path = useRegionPath();
  const { status: session } = useSession();
  const code = useSearchParams()?.get(APPROVAL_CODE_PARAM) || undefined;
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notYours, setNotYours] = useState(false);
  const [sending, setSending] = useState<FilesetReview | null>(null);
  const signInHref = `${path("/sign_in")}?${new URLSearchParams({ redirect: path(`/approval/${encodeURIComponent(fileset.id)}`) })}`;

  function check(status: FilesetReview): FieldErrors {
    const found: FieldErrors = {};
    if (status === "changes_requested" && reason.trim().length < MIN_REASON_LENGTH) found.reason = t("errors.reasonRequired");
    return found;
  }

  async function answer(status: FilesetReview) {
    if (sending) return;
    const found = check(status);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setSending(status);
    try {
      const answered = await reviewFileset(api, fileset.id, { status, reviewReason: reason.trim() || undefined, code });
      onAnswered(answered);
    } catch (error) {
      if (isNotPending(error)) {
        onAlreadyAnswered();
        return;
      }
      const field = blamedField(error);
      if (isNotYours(error)) {
        setProblem(t("errors.approval_not_yours"));
        setNotYours(true);
      } else if (field === "review_reason") setErrors({ reason: t("errors.reasonRequired") });
      else if (error instanceof ApiError && error.status === 404) setProblem(t("notFound"));
      else setProblem(error instanceof ApiNetworkError ? t("errors.network") : t("errors.generic"));
    } finally {
      setSending(null);
    }
  }

  // Without the mail's code only a sign-in can show who answers; a session still loading gets the form.
  if (!code && session === "anonymous")
    return (
      <section className={shared.section} aria-labelledby="approval-answer">
        <h2 id="approval-answer">{t("form.title")}</h2>
        <p>{t("signIn.notice")}</p>
        <Link href={signInHref} variant="primary">
          {t("signIn.action")}
        </Link>
      </section>
    );

  return (
    <section className={shared.section} aria-labelledby="approval-answer">
      <h2 id="approval-answer">{t("form.title")}</h2>
      <p>{t("form.intro")}</p>
      <form className={shared.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className={forms.field}>
          <label htmlFor={reasonId}>{t("form.reason")}</label>
          <textarea
            id={reasonId}
            name="review_reason"
            className={`${shared.textarea} ${styles.textarea}`}
            rows={4}
            maxLength={2000}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${reasonId}-hint${errors.reason ? ` ${reasonId}-error` : ""}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <span id={`${reasonId}-hint`} className={forms.hint}>
            {t("form.reasonHint")}
          </span>
          {errors.reason ? (
            <span id={`${reasonId}-error`} className={forms.fieldError}>
              {errors.reason}
            </span>
          ) : null}
        </div>
        <FormMessage error={problem} />
        {notYours ? (
          <p>
            <Link href={signInHref} variant="primary">
              {t("signIn.action")}
            </Link>
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button onClick={() => void answer("approved")} disabled={sending !== null} aria-busy={sending === "approved" || undefined}>
            {t("form.approve")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void answer("changes_requested")}
            disabled={sending !== null}
            aria-busy={sending === "changes_requested" || undefined}
          >
            {t("form.requestChanges")}
          </Button>
        </div>
      </form>
    </section>
  );
}
