"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { acceptAttribute, MAX_UPLOAD_BYTES } from "@/lib/files/rules";
import styles from "./quotes.module.css";
import { MAX_ATTACHMENTS, type Attachment, type AttachmentProblem, type Attachments } from "@/components/uploads/useAttachments";

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The file picker and the chosen files, each with its progress or the reason it was refused, and a way to remove it. */
export function AttachmentsField({ attachments, error }: { attachments: Attachments; error?: string | null }) {
  const t = useTranslations("Quotes.files");
  const id = useId();

  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend>{t("heading")}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("hint", { size: MAX_MEGABYTES, count: MAX_ATTACHMENTS })}
      </p>
      <div>
        <input
          id={`${id}-input`}
          className={`${shared.visuallyHidden} ${styles.fileInput}`}
          type="file"
          multiple
          accept={acceptAttribute("quote")}
          onChange={(event) => {
            attachments.add(Array.from(event.target.files ?? []));
            // The same file may be chosen again after it was removed.
            event.target.value = "";
          }}
        />
        {/* The input stays focusable but unseen; the label is what the buyer sees, and shows the input's focus. */}
        <label htmlFor={`${id}-input`} className={styles.fileButton}>
          {t("choose")}
        </label>
      </div>
      {attachments.items.length > 0 ? (
        <ul className={shared.list} aria-label={t("listLabel")}>
          {attachments.items.map((item) => (
            <AttachmentRow key={item.key} item={item} onRemove={() => attachments.remove(item.key)} />
          ))}
        </ul>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

function AttachmentRow({ item, onRemove }: { item: Attachment; onRemove(): void }) {
  const t = useTranslations("Quotes.files");
  return (
    <li className={styles.file} data-status={item.status}>
      <span className={styles.fileName}>{item.name}</span>
      {item.status === "uploading" ? (
        <progress max={1} value={item.progress} aria-label={t("uploading", { name: item.name })} />
      ) : item.status === "done" ? (
        <span className={styles.fileDone}>{t("uploaded")}</span>
      ) : (
        <span role="alert" className={styles.fieldError}>
          {problemText(t, item.problem)}
        </span>
      )}
      <Button variant="text" size="small" onClick={onRemove} aria-label={t("removeLabel", { name: item.name })}>
        {t("remove")}
      </Button>
    </li>
  );
}

type FilesT = ReturnType<typeof useTranslations<"Quotes.files">>;

function problemText(t: FilesT, problem: AttachmentProblem): string {
  switch (problem) {
    case "unsupported_file_type":
      return t("errors.unsupported_file_type");
    case "file_too_large":
      return t("errors.file_too_large", { size: MAX_MEGABYTES });
    case "empty_file":
      return t("errors.empty_file");
    case "unreadable_file":
      return t("errors.unreadable_file");
    case "too_many":
      return t("errors.too_many", { count: MAX_ATTACHMENTS });
    case "network":
      return t("errors.network");
    case "uploads_busy":
    case "rate_limited":
      return t("errors.uploads_busy");
    default:
      return t("errors.failed");
  }
}
