"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { orderPath } from "@/components/plus/paths";
import styles from "@/components/plus/plus.module.css";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { FormMessage, TextAreaField } from "@/components/ui/fields";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import type { CurrentUser } from "@/lib/session/types";
import { ALL_REGIONS, getRegion } from "@/regions";
import type { RegionId } from "@/regions/schema";
import { decideApproval, loadApproval, loadApprovals, type PurchaseApproval, type PurchaseApprovalDetail } from "./api";
import { ApprovalOrder } from "./ApprovalOrder";
import { CompanyShell } from "./CompanyShell";
import { approvalPath, COMPANY_PATHS } from "./paths";
import { useQueryParam } from "./useQueryParam";
import { errorWord } from "./words";

/** An approval's total in its currency (this storefront's, or one selling in it), written as the page's language writes prices. */
function money(approval: Pick<PurchaseApproval, "total" | "currency">, here: RegionId, locale: string): string {
  const own = getRegion(here);
  const region = own.currency === approval.currency ? own : ALL_REGIONS.find((candidate) => candidate.currency === approval.currency);
  return region ? formatMinorUnits(approval.total, priceFormatterOf(region, locale)) : `${(approval.total / 100).toFixed(2)} ${approval.currency}`;
}

function buyerOf(approval: PurchaseApproval): string {
  const { first_name, last_name, email } = approval.requested_by;
  return [first_name, last_name].filter(Boolean).join(" ") || email;
}

/** /boxwright-plus/company/approvals: orders waiting for the company's approval, and what was answered. */
export function ApprovalsPage() {
  const t = useTranslations("Company.approvals");
  return (
    <CompanyShell section="approvals" title={t("title")} here={COMPANY_PATHS.approvals}>
      {(user) => <ApprovalList key={user.id} user={user} />}
    </CompanyShell>
  );
}

function ApprovalList({ user }: { user: CurrentUser }) {
  const t = useTranslations("Company");
  const api = useApi();
  const path = useRegionPath();
  const approvals = useQuery({
    queryKey: ["purchase-approvals", user.id],
    queryFn: () => loadApprovals(api),
    retry: (count, error) => errorWord(error) !== "not_found" && count < 1,
  });
  if (approvals.isPending) return <Loader label={t("loading")} />;
  // The navigation leads every plus buyer here; one without a company is shown where to make one.
  if (approvals.isError && errorWord(approvals.error) === "not_found")
    return (
      <EmptyState id="approvals-no-company" title={t("approvals.noCompanyTitle")} body={t("approvals.noCompanyBody")}>
        <Link href={path(COMPANY_PATHS.company)} variant="primary">
          {t("approvals.toCompany")}
        </Link>
      </EmptyState>
    );
  if (approvals.isError) return <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void approvals.refetch()} />;
  if (approvals.data.length === 0)
    return (
      <EmptyState id="approvals-empty" title={t("approvals.emptyTitle")} body={t("approvals.emptyBody")}>
        {null}
      </EmptyState>
    );
  const pending = approvals.data.filter((approval) => approval.state === "pending");
  const answered = approvals.data.filter((approval) => approval.state !== "pending");
  return (
    <>
      <section className={shared.section} aria-labelledby="approvals-pending">
        <h2 id="approvals-pending">{t("approvals.pending", { count: pending.length })}</h2>
        {pending.map((approval) => (
          <ApprovalCard key={approval.id} approval={approval} own={approval.requested_by.email === user.email} />
        ))}
      </section>
      {answered.length > 0 ? (
        <section className={shared.section} aria-labelledby="approvals-answered">
          <h2 id="approvals-answered">{t("approvals.answered")}</h2>
          {answered.map((approval) => (
            <ApprovalCard key={approval.id} approval={approval} own={approval.requested_by.email === user.email} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** /boxwright-plus/company/approvals/{id}: one approval, opened from the approver's mail (its code) or signed in. */
export function ApprovalPage({ id }: { id: number }) {
  const t = useTranslations("Company");
  const api = useApi();
  const code = useQueryParam("code");
  const approval = useQuery({
    queryKey: ["purchase-approval", id, code],
    queryFn: () => loadApproval(api, id, code ?? null),
    retry: false,
    enabled: code !== undefined,
  });
  return (
    <div className={shared.page}>
      <h1>{approval.data ? t("approvals.one", { number: approval.data.order_number }) : t("meta.approval")}</h1>
      {approval.isLoading || code === undefined ? <Loader label={t("loading")} /> : null}
      {approval.isError ? <FormMessage error={errorWord(approval.error) === "not_found" ? t("approvals.notFound") : t("loadFailed")} /> : null}
      {approval.data ? (
        <ApprovalCard approval={approval.data} detail={approval.data} code={code ?? undefined} onDecided={() => void approval.refetch()} />
      ) : null}
    </div>
  );
}

/**
 * One approval. In the list (no `detail`) it says who ordered what total and leads to
 * its own page; there (`detail`: the order as it stands) the approver sees what is
 * being bought before approving or rejecting it. `own`: the caller asked for it, so
 * the order's own page (the buyer's) is linked; another member's would not open for them.
 */
function ApprovalCard({
  approval,
  detail,
  own = false,
  code,
  onDecided,
}: {
  approval: PurchaseApproval;
  detail?: PurchaseApprovalDetail;
  own?: boolean;
  code?: string;
  onDecided?(): void;
}) {
  const t = useTranslations("Company.approvals");
  const errors = useTranslations("Company.errors");
  const api = useApi();
  const path = useRegionPath();
  const regionId = useRegionId();
  const locale = useLocale();
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const headingId = `approval-${approval.id}`;
  const mayDecide = detail?.may_decide === true && approval.state === "pending";
  // On its own page the approval is the page's subject, under the page's title; in the list one of many.
  const Heading = detail ? "h2" : "h3";

  async function decide(decision: "approve" | "reject") {
    if (decision === "reject" && reason.trim().length < 3) return setMessage({ error: t("reasonRequired") });
    setBusy(true);
    setMessage({});
    try {
      await decideApproval(api, approval.id, { decision, reason: reason.trim() || null, code });
      setMessage({ notice: decision === "approve" ? t("approvedNotice") : t("rejectedNotice") });
      // One fewer waits for an answer: the navigation's count follows.
      void queryClient.invalidateQueries({ queryKey: ["approvals-waiting"] });
      onDecided?.();
    } catch (failure) {
      setMessage({ error: errors(errorWord(failure)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={shared.section} aria-labelledby={headingId}>
      <Heading id={headingId}>
        {own ? (
          <Link href={path(orderPath(approval.order_number, "details"))}>{t("order", { number: approval.order_number })}</Link>
        ) : (
          t("order", { number: approval.order_number })
        )}
      </Heading>
      <p className={styles.facts}>
        {t("summary", { buyer: buyerOf(approval), total: money(approval, regionId, locale), state: t(`states.${approval.state}`) })}
        {approval.reason ? ` ${t("reason", { reason: approval.reason })}` : ""}
      </p>
      {detail ? <ApprovalOrder order={detail.order} /> : null}
      <FormMessage error={message.error} notice={message.notice} />
      {mayDecide ? (
        <>
          <TextAreaField label={t("reasonLabel")} hint={t("reasonHint")} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className={shared.actions}>
            <Button onClick={() => void decide("approve")} disabled={busy}>
              {t("approve")}
            </Button>
            <Button variant="secondary" onClick={() => void decide("reject")} disabled={busy}>
              {t("reject")}
            </Button>
          </div>
        </>
      ) : null}
      {approval.state === "pending" && (own || (detail && !detail.may_decide)) ? <p className={shared.muted}>{t("waiting")}</p> : null}
      {detail ? null : (
        <p className={shared.muted}>
          <Link href={path(approvalPath(approval.id))} variant={approval.state === "pending" && !own ? "primary" : "text"}>
            {approval.state === "pending" && !own ? t("review") : t("open")}
          </Link>
        </p>
      )}
    </article>
  );
}
