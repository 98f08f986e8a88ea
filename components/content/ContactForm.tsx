"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { TextAreaField, TextField } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import quoteStyles from "@/components/quotes/quotes.module.css";
import { useAttachments, type AttachmentProblem } from "@/components/uploads/useAttachments";
import { Button } from "@/components/ui/Button";
import { FormMessage } from "@/components/ui/FormMessage";
import shared from "@/components/ui/shared.module.css";
import { isRefusal } from "@/lib/api/answers";
import { acceptAttribute } from "@/lib/files/rules";
import { interfaceLocaleOf, type Locale } from "@/lib/i18n/locales";
import styles from "./forms.module.css";

/** The contact API takes at most this many attachments (server/content MAX_CONTACT_FILES). */
export const MAX_CONTACT_FILES = 5;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = "name" | "email" | "company" | "subject" | "message";
type Values = Record<Field, string>;
const EMPTY: Values = { name: "", email: "", company: "", subject: "", message: "" };

type ErrorKey = "required" | "email";

function check(values: Values): Partial<Record<Field, ErrorKey>> {
  const errors: Partial<Record<Field, ErrorKey>> = {};
  for (const field of ["name", "email", "subject", "message"] as const) if (!values[field].trim()) errors[field] = "required";
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = "email";
  return errors;
}

/**
 * The contact form: the sender's details, the message and attachments (uploaded
 * as they are chosen, purpose contact), sent to POST v1/contact_messages. The
 * "website" field is a trap for bots: hidden from people and from assistive
 * technology, never filled by a person.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const t = useTranslations("Contact");
  const api = useApi();
  const id = useId();
  const attachments = useAttachments({ purpose: "contact", max: MAX_CONTACT_FILES });
  // Uploads and the message are sent with the visitor's token, which the session creates on the first visit.
  const ready = useSession().status !== "loading";
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorKey>>>({});
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");
  const [failure, setFailure] = useState<"rateLimited" | "failed" | null>(null);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] ? t(`errors.${errors[name]}`) : null,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || attachments.uploading) return;
    setState("sending");
    try {
      await api.post(
        "/v1/contact_messages",
        {
          name: values.name.trim(),
          email: values.email.trim(),
          company: values.company.trim() || null,
          subject: values.subject.trim(),
          message: values.message.trim(),
          file_ids: attachments.fileIds,
          website,
          locale: interfaceLocaleOf(locale),
        },
        { auth: true },
      );
      setState("sent");
      setValues(EMPTY);
      for (const item of attachments.items) attachments.remove(item.key);
    } catch (error) {
      setState("editing");
      setFailure(isRefusal(error, 429) ? "rateLimited" : "failed");
    }
  }

  const problem = (name: string, code: AttachmentProblem) =>
    code === "unsupported_file_type" ? t("errors.fileType", { name }) : code === "file_too_large" ? t("errors.fileSize", { name }) : code === "too_many" ? t("errors.tooManyFiles") : t("errors.failed");

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("heading")}</h2>
      <TextField label={t("name")} name="name" autoComplete="name" required maxLength={200} {...field("name")} />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" required maxLength={320} {...field("email")} />
      <TextField label={t("company")} name="company" autoComplete="organization" maxLength={200} {...field("company")} />
      <TextField label={t("subject")} name="subject" required maxLength={200} {...field("subject")} />
      <TextAreaField id={`${id}-message`} label={t("message")} name="message" rows={6} required maxLength={10_000} {...field("message")} />
      <div className={shared.visuallyHidden} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("website")}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <fieldset className={quoteStyles.fieldset} aria-describedby={`${id}-files-hint`}>
        <legend>{t("files")}</legend>
        <p id={`${id}-files-hint`} className={quoteStyles.hint}>
          {t("filesHint")}
        </p>
        <input
          id={`${id}-files`}
          className={styles.files}
          type="file"
          multiple
          accept={acceptAttribute("contact")}
          disabled={!ready}
          aria-label={t("files")}
          onChange={(event) => {
            attachments.add(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        {attachments.items.length > 0 ? (
          <ul className={shared.list}>
            {attachments.items.map((item) => (
              <li key={item.key} className={quoteStyles.file} data-status={item.status}>
                <span className={quoteStyles.fileName}>{item.name}</span>
                {item.status === "uploading" ? (
                  <progress max={1} value={item.progress} aria-label={t("uploading", { name: item.name })} />
                ) : item.status === "done" ? (
                  <span className={quoteStyles.fileDone}>{t("uploaded")}</span>
                ) : (
                  <span role="alert" className={quoteStyles.fieldError}>
                    {problem(item.name, item.problem)}
                  </span>
                )}
                <Button variant="text" size="small" onClick={() => attachments.remove(item.key)} aria-label={t("removeLabel", { name: item.name })}>
                  {t("remove")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <FormMessage error={failure ? t(`errors.${failure}`) : null} notice={state === "sent" ? t("sent") : null} />
      <div>
        <Button type="submit" disabled={!ready || state === "sending" || attachments.uploading}>
          {state === "sending" ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
