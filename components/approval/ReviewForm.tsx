"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { z } from "zod";
import forms from "@/components/ui/forms.module.css";
import { FormMessage, TextField } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import type { FilesetReview } from "@/lib/b2b/states";
import { blamedField, isNotPending, MIN_REASON_LENGTH, reviewFileset, type Fileset } from "./api";
import styles from "./approval.module.css";

interface ReviewFormProps {
  fileset: Fileset;
  onAnswered(fileset: Fileset): void;
  /** The fileset was no longer pending when the answer arrived. */
  onAlreadyAnswered(): void;
}

type FieldErrors = { email?: string; reason?: string };

const emailSchema = z.email();

/**
 * The buyer's answer: approve the files for production, or ask for changes
 * saying what to change. The answer is signed with an e-mail address, the
 * signed-in buyer's unless they type another.
 */
export function ReviewForm({ fileset, onAnswered, onAlreadyAnswered }: ReviewFormProps) {
  const t = useTranslations("Approval");
  const api = useApi();
  const { user } = useSession();
  const reasonId = useId();
  // Null until the buyer types: the session's address fills in when it arrives.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<FilesetReview | null>(null);
  const email = typedEmail ?? user?.email ?? "";

  function check(status: FilesetReview): FieldErrors {
    const found: FieldErrors = {};
    if (!email.trim()) found.email = t("errors.emailRequired");
    else if (!emailSchema.safeParse(email.trim()).success) found.email = t("errors.emailInvalid");
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
      const answered = await reviewFileset(api, fileset.id, { status, reviewReason: reason.trim() || undefined, email: email.trim() });
      onAnswered(answered);
    } catch (error) {
      if (isNotPending(error)) {
        onAlreadyAnswered();
        return;
      }
      const field = blamedField(error);
      if (field === "email") setErrors({ email: t("errors.emailInvalid") });
      else if (field === "review_reason") setErrors({ reason: t("errors.reasonRequired") });
      else if (error instanceof ApiError && error.status === 404) setProblem(t("notFound"));
      else setProblem(error instanceof ApiNetworkError ? t("errors.network") : t("errors.generic"));
    } finally {
      setSending(null);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="approval-answer">
      <h2 id="approval-answer">{t("form.title")}</h2>
      <p>{t("form.intro")}</p>
      <form className={shared.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t("form.email")}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          error={errors.email}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
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
