import { groupIban, type BankTransferDetails, type BankWord } from "@/lib/checkout/bank-details";
import styles from "./payment-summary.module.css";

/**
 * Where a bank transfer goes: holder, bank, IBAN, BIC, the domestic details where
 * shoppers expect them, the transfer title and the amount. Shared by the payment
 * summary (a server component) and the order's details (an island), which both
 * take its words from bankWords (lib/checkout/bank-details.ts).
 */

export type SummaryBankDetails = BankTransferDetails;

export function BankDetails({ bank, words, money }: { bank: SummaryBankDetails; words: Readonly<Record<BankWord, string>>; money(amount: number): string }) {
  const rows: [string, string, boolean][] = [
    [words.holder, bank.account_holder, false],
    [words.bank, bank.bank_name, false],
    [words.iban, groupIban(bank.iban), true],
    [words.bic, bank.bic, true],
    ...(bank.sort_code ? [[words.sortCode, bank.sort_code, true] as [string, string, boolean]] : []),
    ...(bank.account_number ? [[words.accountNumber, bank.account_number, true] as [string, string, boolean]] : []),
    [words.reference, bank.reference, true],
    [words.amount, money(bank.amount), false],
  ];
  return (
    <section className={styles.bank} aria-labelledby="bank-details" data-testid="bank-details">
      <h2 id="bank-details">{words.title}</h2>
      <p>{words.instructions}</p>
      <dl className={styles.facts}>
        {rows.map(([label, value, code]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={code ? styles.code : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
