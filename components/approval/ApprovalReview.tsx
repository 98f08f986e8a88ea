"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useState } from "react";
import layout from "@/components/ui/layout.module.css";
import { FormMessage } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { loadFileset, type Fileset } from "./api";
import styles from "./approval.module.css";
import { ReviewForm } from "./ReviewForm";

/**
 * /approval/{uuid}: the files an order manager asks the buyer to approve before
 * production, opened from the mailed link. A pending fileset is answered here
 * (approved, or changes asked for with a reason); otherwise the page says how
 * it was answered.
 */

export const filesetKey = (uuid: string) => ["approval-fileset", uuid] as const;

export function ApprovalReview({ uuid }: { uuid: string }) {
  const t = useTranslations("Approval");
  const api = useApi();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const fileset = useQuery({
    queryKey: filesetKey(uuid),
    queryFn: () => loadFileset(api, uuid),
    // A link that leads nowhere will not start to by asking again; a failing server might recover.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  let content;
  if (fileset.isPending) content = <Loader label={t("loading")} />;
  else if (fileset.isError)
    content = (
      <div className={shared.actions}>
        <FormMessage error={t("loadFailed")} />
        <Button variant="secondary" onClick={() => void fileset.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  else if (!fileset.data) content = <FormMessage error={t("notFound")} />;
  else
    content = (
      <FilesetView
        fileset={fileset.data}
        notice={notice}
        onAnswered={(answered) => {
          setNotice(null);
          queryClient.setQueryData(filesetKey(uuid), answered);
        }}
        onAlreadyAnswered={() => {
          // Someone answered first (or newer files replaced these): show the answer the shop has.
          setNotice(t("errors.fileset_not_pending"));
          void fileset.refetch();
        }}
      />
    );

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <h1>{t("title")}</h1>
      {content}
    </div>
  );
}

interface FilesetViewProps {
  fileset: Fileset;
  notice: string | null;
  onAnswered(fileset: Fileset): void;
  onAlreadyAnswered(): void;
}

function FilesetView({ fileset, notice, onAnswered, onAlreadyAnswered }: FilesetViewProps) {
  const t = useTranslations("Approval");
  const { status, order_number: orderNumber, note, files } = fileset.attributes;
  return (
    <>
      <div className={`${shared.header} ${styles.header}`}>
        <p className={styles.order}>{t("order", { number: orderNumber })}</p>
        <span className={styles.badge} data-status={status}>
          {t(`status.${status}`)}
        </span>
      </div>
      {notice ? (
        <p role="alert" className={styles.alert}>
          {notice}
        </p>
      ) : null}

      {note?.trim() ? (
        <section className={shared.section} aria-labelledby="approval-note">
          <h2 id="approval-note">{t("note")}</h2>
          <p className={styles.note}>{note}</p>
        </section>
      ) : null}

      <section className={shared.section} aria-labelledby="approval-files">
        <h2 id="approval-files">{t("files.title")}</h2>
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <div className={shared.thumbnail}>
                {file.thumbnail_url ? (
                  // Served by the approvals API at the size it made; next/image would fetch it again through the optimiser.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={file.thumbnail_url} alt={t("files.preview", { name: file.name })} loading="lazy" />
                ) : (
                  <span>{t("files.noPreview")}</span>
                )}
              </div>
              <a href={file.url} download={file.name} className={styles.download}>
                {t("files.download", { name: file.name })}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {status === "pending" ? <ReviewForm fileset={fileset} onAnswered={onAnswered} onAlreadyAnswered={onAlreadyAnswered} /> : <Outcome fileset={fileset} />}
    </>
  );
}

/** How the fileset was answered, or that newer files replaced it. */
function Outcome({ fileset }: { fileset: Fileset }) {
  const t = useTranslations("Approval.outcome");
  const locale = useLocale();
  const { status, review_reason: reason, reviewed_at: reviewedAt } = fileset.attributes;
  if (status === "pending") return null;
  return (
    <section className={shared.section} aria-labelledby="approval-outcome">
      <h2 id="approval-outcome">{t("title")}</h2>
      <p role="status" className={styles.outcome} data-status={status}>
        {t(status)}
      </p>
      {status === "changes_requested" && reason ? (
        <div>
          <h3 className={shared.subheading}>{t("reason")}</h3>
          <blockquote className={styles.reason}>{reason}</blockquote>
        </div>
      ) : null}
      {reviewedAt && status !== "superseded" ? (
        <p className={styles.muted}>{t("answeredOn", { date: formatDate(reviewedAt, "detailedFormat", locale) })}</p>
      ) : null}
    </section>
  );
}
