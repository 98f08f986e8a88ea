"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { useApi, useRegionId } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import { acceptAttribute, ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/files/rules";
import { publishFileset, uploadApprovalFile, type Fileset } from "./api";
import { FormMessage, TextAreaField } from "@/components/ui/fields";
import { orderFileKey } from "./keys";
import styles from "./manager.module.css";
import { filesetTone, useRefusal, type ManagerWords } from "./words";

const MAX_FILES = 20;

type Progress = { step: "uploading"; done: number; of: number } | { step: "publishing" } | null;

/** Why a picked file cannot be a proof, before anything is sent; null when it can. */
function fileProblem(file: File): "type" | "size" | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!ACCEPTED_EXTENSIONS.approval.includes(extension)) return "type";
  return file.size > MAX_UPLOAD_BYTES ? "size" : null;
}

/**
 * Proofs for the buyer to approve before production: files are uploaded one by
 * one (POST /api/files, purpose "approval"), then published together as a
 * fileset, which mails the buyer the approval link. A file already uploaded is
 * not sent again when publishing is tried again.
 */
export function ApprovalSection({ number, filesets, words }: { number: string; filesets: readonly Fileset[]; words: ManagerWords }) {
  const t = useTranslations("Manager.approval");
  const api = useApi();
  const region = useRegionId();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploaded = useRef(new Map<File, string>());
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<{ error?: string; notice?: string }>({});
  const [progress, setProgress] = useState<Progress>(null);
  const newestFirst = [...filesets].sort((a, b) => b.attributes.created_at.localeCompare(a.attributes.created_at));

  function pick(picked: FileList | null) {
    const chosen = Array.from(picked ?? []);
    const wrong = chosen.find((file) => fileProblem(file) !== null);
    setResult({});
    if (wrong) {
      setFileError(fileProblem(wrong) === "type" ? t("wrongType", { name: wrong.name }) : t("tooLarge", { name: wrong.name }));
      setFiles([]);
      return;
    }
    setFileError(chosen.length > MAX_FILES ? t("tooMany", { max: MAX_FILES }) : null);
    setFiles(chosen.length > MAX_FILES ? [] : chosen);
  }

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult({});
    if (files.length === 0) {
      setFileError(t("filesRequired"));
      return;
    }
    setFileError(null);
    try {
      const ids: string[] = [];
      for (const [index, file] of files.entries()) {
        setProgress({ step: "uploading", done: index, of: files.length });
        const known = uploaded.current.get(file);
        const id = known ?? (await uploadApprovalFile(file, region)).id;
        uploaded.current.set(file, id);
        ids.push(id);
      }
      setProgress({ step: "publishing" });
      await publishFileset(api, number, { file_ids: ids, ...(note.trim() ? { note: note.trim() } : {}) });
      setFiles([]);
      setNote("");
      uploaded.current.clear();
      if (input.current) input.current.value = "";
      setResult({ notice: t("published") });
      await queryClient.invalidateQueries({ queryKey: orderFileKey(number) });
    } catch (failure) {
      setResult({ error: refusal(failure) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="order-approval">
      <h2 id="order-approval">{t("title")}</h2>
      <form className={shared.form} onSubmit={(event) => void publish(event)} noValidate aria-labelledby="approval-publish">
        <h3 id="approval-publish">{t("publishTitle")}</h3>
        <p className={shared.muted}>{t("publishIntro")}</p>
        <div className={forms.field}>
          <label htmlFor={inputId}>{t("files")}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={acceptAttribute("approval")}
            aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ""}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => pick(event.target.files)}
          />
          <span id={`${inputId}-hint`} className={styles.hint}>
            {t("filesHint", { max: MAX_FILES })}
          </span>
          {fileError ? (
            <span id={`${inputId}-error`} className={styles.fieldError}>
              {fileError}
            </span>
          ) : null}
        </div>
        {files.length > 0 ? (
          <ul className={shared.list} aria-label={t("chosen")}>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
            ))}
          </ul>
        ) : null}
        <TextAreaField label={t("note")} hint={t("noteHint")} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
        <p role="status" className={forms.status}>
          {progress?.step === "uploading"
            ? t("uploading", { done: progress.done + 1, of: progress.of })
            : progress?.step === "publishing"
              ? t("publishing")
              : ""}
        </p>
        <FormMessage error={result.error} notice={result.notice} />
        <div className={shared.actions}>
          <Button type="submit" disabled={progress !== null} aria-busy={progress !== null || undefined}>
            {t("publish")}
          </Button>
        </div>
      </form>

      <h3>{t("history")}</h3>
      {newestFirst.length === 0 ? (
        <p className={shared.muted}>{t("none")}</p>
      ) : (
        <ul className={shared.list}>
          {newestFirst.map((fileset) => (
            <li key={fileset.id} className={styles.fileset} data-testid="fileset">
              <div className={shared.header}>
                <strong>{t("publishedOn", { date: words.dateTime(fileset.attributes.created_at) })}</strong>
                <Badge tone={filesetTone(fileset.attributes.status)}>{words.filesetStatus(fileset.attributes.status)}</Badge>
              </div>
              {fileset.attributes.note ? <p className={styles.message}>{fileset.attributes.note}</p> : null}
              <ul className={styles.thumbs}>
                {fileset.attributes.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.thumbnail_url ? (
                        // eslint-disable-next-line @next/next/no-img-element -- a proof's thumbnail from the API, not a static asset
                        <img src={file.thumbnail_url} alt={t("thumbnail", { name: file.name })} />
                      ) : (
                        file.name
                      )}
                    </a>
                  </li>
                ))}
              </ul>
              {fileset.attributes.reviewed_at ? (
                <p>{t("reviewed", { email: fileset.attributes.email ?? t("unknownReviewer"), date: words.dateTime(fileset.attributes.reviewed_at) })}</p>
              ) : null}
              {fileset.attributes.review_reason ? (
                <blockquote className={styles.message}>{t("reason", { reason: fileset.attributes.review_reason })}</blockquote>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
