"use client";

import { useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import styles from "../checkout.module.css";
import { useMoney } from "../money";
import type { PaymentPlan, PaymentSchedule } from "../types";

/**
 * "Pay in full or by instalment" (ADR 0021): the plans are the server's, with
 * their amounts and due dates; the shopper only picks one. FULL is paying
 * everything now.
 */

export const FULL = "full";

/** Dates of instalments are calendar days: written as such, whatever the browser's time zone. */
export function useDueDate(): (isoDate: string) => string {
  const locale = useLocale();
  return (isoDate: string) => formatDate(isoDate, "longDate", locale);
}

export interface PlanChoiceProps {
  total: number;
  plans: readonly PaymentPlan[];
  chosen: string;
  disabled?: boolean;
  onChoose(choice: string): void;
}

export function PlanChoice({ total, plans, chosen, disabled, onChoose }: PlanChoiceProps) {
  const t = useTranslations("Checkout.instalments");
  const money = useMoney();
  const dueDate = useDueDate();
  return (
    <fieldset className={styles.options} disabled={disabled}>
      <legend>{t("title")}</legend>
      <label className={styles.option} data-chosen={chosen === FULL || undefined}>
        <input type="radio" name="payment_plan" value={FULL} checked={chosen === FULL} onChange={() => onChoose(FULL)} />
        <span className={styles.optionBody}>
          <span className={styles.optionName}>{t("full")}</span>
          <span className={styles.optionHint}>{t("fullHint", { amount: money(total) })}</span>
        </span>
      </label>
      {plans.map((plan) => (
        <label key={plan.id} className={styles.option} data-chosen={chosen === plan.id || undefined}>
          <input type="radio" name="payment_plan" value={plan.id} checked={chosen === plan.id} onChange={() => onChoose(plan.id)} />
          <span className={styles.optionBody}>
            <span className={styles.optionName}>{t("plan", { count: plan.installments_count })}</span>
            {plan.installments.map((part, index) => (
              <span key={part.due_date} className={styles.optionHint}>
                {index === 0 ? t("today", { amount: money(part.amount) }) : t("on", { amount: money(part.amount), date: dueDate(part.due_date) })}
              </span>
            ))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** What is paid now and what falls due later, for the plan chosen or the plan under way. */
export function DueNowAndLater({ now, later }: { now: number; later: readonly { amount: number; due_date: string }[] }) {
  const t = useTranslations("Checkout");
  const money = useMoney();
  const dueDate = useDueDate();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{later.length > 0 ? t("instalments.dueNow") : t("payment.amount")}</dt>
        <dd data-testid="amount-due">{money(now)}</dd>
      </div>
      {later.length > 0 ? (
        <div>
          <dt>{t("instalments.dueLater")}</dt>
          <dd data-testid="amount-later">
            <ul className={styles.plainList}>
              {later.map((part) => (
                <li key={part.due_date}>{t("instalments.on", { amount: money(part.amount), date: dueDate(part.due_date) })}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The unpaid instalments of a plan under way: the first is due now. */
export function openInstallments(schedule: PaymentSchedule | null | undefined) {
  return (schedule?.installments ?? []).filter((part) => !part.paid).map((part) => ({ amount: part.amount, due_date: part.due_date }));
}
