import { getTranslations } from "next-intl/server";
import { bankWords } from "@/lib/checkout/bank-details";
import type { Locale } from "@/lib/i18n/locales";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { BankDetails, type SummaryBankDetails } from "./BankDetails";
import styles from "./payment-summary.module.css";
import { formatDate } from "@/lib/dates/format";

/**
 * The payment return and confirmation page's content, rendered on the server
 * after the payment was settled: what happened, what the buyer owes, where a
 * bank transfer goes, and what to do next.
 */

export type SummaryOutcome = "paid" | "awaiting_transfer" | "part_paid" | "short_paid" | "processing" | "order_changed" | "failed" | "unpaid";

export type { SummaryBankDetails };

/** An instalment of the order's plan, as the order answer carries it. */
export interface SummaryInstallment {
  position: number;
  amount: number;
  due_date: string;
  paid: boolean;
}

export interface PaymentSummaryProps {
  /** Given explicitly: the page renders per request (it reads the session cookie). */
  locale: Locale;
  outcome: SummaryOutcome;
  failure: string | null;
  order: {
    number: string;
    total: number;
    amount_paid: number;
    amount_due: number;
    email: string | null;
    bank_details: SummaryBankDetails | null;
    payment_schedule?: { installments: SummaryInstallment[] } | null;
  };
  formatter: CurrencyFormatter;
  links: { pay: string; details: string; home: string };
}

/** What the pay button says: the way forward for each outcome that leaves money to pay. */
const PAY_ACTION = {
  paid: "pay",
  awaiting_transfer: "payByCard",
  part_paid: "payNext",
  short_paid: "payRest",
  processing: "pay",
  order_changed: "payNewTotal",
  failed: "pay",
  unpaid: "pay",
} as const satisfies Record<SummaryOutcome, string>;

const FAILURES = new Set(["card_declined", "insufficient_funds", "expired_card", "authentication_failed"]);

/** An instalment's due date is a calendar day, the same wherever it is read. */
function day(isoDate: string, locale: Locale): string {
  return formatDate(isoDate, "longDate", locale);
}

export async function PaymentSummary({ locale, outcome, failure, order, formatter, links }: PaymentSummaryProps) {
  const t = await getTranslations({ locale, namespace: "PaymentSummary" });
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const bank = order.bank_details;
  const installments = order.payment_schedule?.installments ?? [];
  const canPay = order.amount_due > 0 && outcome !== "processing";
  // A payment canceled because the order changed is told by the title and lead, not as a declined card.
  const failureText = failure && outcome !== "order_changed" ? t(`failures.${FAILURES.has(failure) ? (failure as "card_declined") : "payment_failed"}`) : null;

  return (
    <section className={styles.page} data-outcome={outcome}>
      <h1>{t(`title.${outcome}`)}</h1>
      <p className={styles.lead}>{t(`lead.${outcome}`, { email: order.email ?? "", paid: money(order.amount_paid), due: money(order.amount_due) })}</p>
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
        {/* What arrived and what is still owed, always both: a transfer not yet sent, an instalment, a full payment. */}
        <div>
          <dt>{t("paid")}</dt>
          <dd data-testid="amount-paid">{money(order.amount_paid)}</dd>
        </div>
        <div>
          <dt>{t("due")}</dt>
          <dd data-testid="amount-due">{money(order.amount_due)}</dd>
        </div>
      </dl>

      {installments.length > 0 && (
        <section aria-labelledby="payment-plan">
          <h2 id="payment-plan">{t("plan.title")}</h2>
          <ul>
            {installments.map((part) => (
              <li key={part.position}>
                {t("plan.installment", { position: part.position, date: day(part.due_date, locale), amount: money(part.amount) })}
                {part.paid ? ` (${t("plan.paid")})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}

      {bank && <BankDetails bank={bank} money={money} words={bankWords((key, values) => t(key, values), bank.reference)} />}

      <div className={styles.actions}>
        {canPay && (
          <a className={styles.primary} href={links.pay}>
            {t(`actions.${PAY_ACTION[outcome]}`, { due: money(order.amount_due) })}
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
