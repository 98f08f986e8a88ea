import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import styles from "./payment-summary.module.css";

/**
 * The payment return and confirmation page's content, rendered on the server
 * after the payment was settled: what happened, what the buyer owes, where a
 * bank transfer goes, and what to do next.
 */

export type SummaryOutcome = "paid" | "awaiting_transfer" | "part_paid" | "processing" | "failed" | "unpaid";

export interface SummaryBankDetails {
  account_holder: string;
  bank_name: string;
  iban: string;
  bic: string;
  sort_code: string | null;
  account_number: string | null;
  reference: string;
  amount: number;
}

export interface PaymentSummaryProps {
  /** Given explicitly: the page renders per request (it reads the session cookie). */
  locale: Locale;
  outcome: SummaryOutcome;
  failure: string | null;
  order: { number: string; total: number; amount_paid: number; amount_due: number; email: string | null; bank_details: SummaryBankDetails | null };
  formatter: CurrencyFormatter;
  links: { pay: string; details: string; home: string };
}

const FAILURES = new Set(["card_declined", "insufficient_funds", "expired_card", "authentication_failed"]);

function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

export async function PaymentSummary({ locale, outcome, failure, order, formatter, links }: PaymentSummaryProps) {
  const t = await getTranslations({ locale, namespace: "PaymentSummary" });
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const bank = order.bank_details;
  const canPay = order.amount_due > 0 && outcome !== "processing";
  const failureText = failure ? t(`failures.${FAILURES.has(failure) ? (failure as "card_declined") : "payment_failed"}`) : null;

  return (
    <section className={styles.page} data-outcome={outcome}>
      <h1>{t(`title.${outcome}`)}</h1>
      <p className={styles.lead}>{t(`lead.${outcome}`, { email: order.email ?? "" })}</p>
      {failureText && (
        <p className={styles.failure} role="alert">
          {failureText}
        </p>
      )}

      <dl className={styles.facts}>
        <div>
          <dt>{t("orderNumber")}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t("total")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        {order.amount_paid > 0 && order.amount_due > 0 && (
          <div>
            <dt>{t("paid")}</dt>
            <dd>{money(order.amount_paid)}</dd>
          </div>
        )}
        {order.amount_due > 0 && (
          <div>
            <dt>{t("due")}</dt>
            <dd>{money(order.amount_due)}</dd>
          </div>
        )}
      </dl>

      {bank && (
        <section className={styles.bank} aria-labelledby="bank-details">
          <h2 id="bank-details">{t("bank.title")}</h2>
          <p>{t("bank.instructions", { reference: bank.reference })}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t("bank.holder")}</dt>
              <dd>{bank.account_holder}</dd>
            </div>
            <div>
              <dt>{t("bank.bank")}</dt>
              <dd>{bank.bank_name}</dd>
            </div>
            <div>
              <dt>{t("bank.iban")}</dt>
              <dd className={styles.code}>{groupIban(bank.iban)}</dd>
            </div>
            <div>
              <dt>{t("bank.bic")}</dt>
              <dd className={styles.code}>{bank.bic}</dd>
            </div>
            {bank.sort_code && (
              <div>
                <dt>{t("bank.sortCode")}</dt>
                <dd className={styles.code}>{bank.sort_code}</dd>
              </div>
            )}
            {bank.account_number && (
              <div>
                <dt>{t("bank.accountNumber")}</dt>
                <dd className={styles.code}>{bank.account_number}</dd>
              </div>
            )}
            <div>
              <dt>{t("bank.reference")}</dt>
              <dd className={styles.code}>{bank.reference}</dd>
            </div>
            <div>
              <dt>{t("bank.amount")}</dt>
              <dd>{money(bank.amount)}</dd>
            </div>
          </dl>
        </section>
      )}

      <div className={styles.actions}>
        {canPay && (
          <a className={styles.primary} href={links.pay}>
            {outcome === "awaiting_transfer" ? t("actions.payByCard") : outcome === "part_paid" ? t("actions.payNext") : t("actions.pay")}
          </a>
        )}
        <a className={canPay ? styles.secondary : styles.primary} href={links.details}>
          {t("actions.details")}
        </a>
        <a className={styles.secondary} href={links.home}>
          {t("actions.home")}
        </a>
      </div>
    </section>
  );
}

/** Shown when the visitor may not see the order: another browser, signed out, or a guest link that has expired. */
export async function PaymentSummaryNotFound({ locale, signIn, linkExpired = false }: { locale: Locale; signIn: string; linkExpired?: boolean }) {
  const t = await getTranslations({ locale, namespace: "PaymentSummary" });
  return (
    <section className={styles.page} data-outcome={linkExpired ? "link-expired" : "not-found"}>
      <h1>{linkExpired ? t("linkExpired.title") : t("notFound.title")}</h1>
      <p className={styles.lead}>{linkExpired ? t("linkExpired.text") : t("notFound.text")}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={signIn}>
          {t("notFound.signIn")}
        </a>
      </div>
    </section>
  );
}
